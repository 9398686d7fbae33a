; Inno Setup script for Windows: a per-user install (no admin prompt) of the one-folder app
; built by build/build.py. Build the installer with:
;   iscc /DAppVersion=0.5.0 /DDistDir=..\dist build\installer.iss
#ifndef AppVersion
  #define AppVersion "0.5.0"
#endif
#ifndef DistDir
  #define DistDir "..\dist"
#endif

[Setup]
AppId={{8E6B1C2A-4F3D-4B7E-9A51-7C2D3E4F5A60}
AppName=Present Company
AppVersion={#AppVersion}
AppPublisher=Present Company
DefaultDirName={localappdata}\Programs\Present Company
DefaultGroupName=Present Company
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir={#DistDir}
OutputBaseFilename=PresentCompany-{#AppVersion}-windows-setup
SetupIconFile=..\assets\icon\present-company.ico
UninstallDisplayIcon={app}\PresentCompany.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
DisableProgramGroupPage=yes

[Tasks]
Name: "desktopicon"; Description: "Put Present Company on the desktop"; GroupDescription: "Shortcuts:"

[Files]
Source: "{#DistDir}\PresentCompany\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Present Company"; Filename: "{app}\PresentCompany.exe"
Name: "{autoprograms}\Uninstall Present Company"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Present Company"; Filename: "{app}\PresentCompany.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\PresentCompany.exe"; Description: "Start Present Company now"; Flags: nowait postinstall skipifsilent
