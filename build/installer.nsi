; NSIS 3 script for the Windows installer of the one-folder app built by build/build.py:
; 64-bit Windows only, per user (no admin prompt), Start-menu and desktop shortcuts, an
; uninstaller. The same script serves the release workflow (makensis on Windows) and CI
; (makensis on Linux, the installer tested under Wine by build/windows_ci.py):
;   makensis /DAppVersion=0.5.0 /DDistDir=..\dist build\installer.nsi          (Windows)
;   makensis -DAppVersion=0.5.0 -DDistDir=$PWD/dist build/installer.nsi         (Linux)
; DistDir holds PresentCompany\ (the app); the installer is written to OutDir (default DistDir).
;
; Program files go to %LOCALAPPDATA%\Programs\Present Company. The user's saves, statistics,
; settings and log live elsewhere (%LOCALAPPDATA%\PresentCompany, from platformdirs): neither
; an upgrade nor the uninstaller touches them.

Unicode true
Target amd64-unicode
ManifestDPIAware true
RequestExecutionLevel user
!ifndef Compressor
  !define Compressor "/SOLID lzma"  ; CI makes its throwaway "earlier version" with -DCompressor=zlib
!endif
SetCompressor ${Compressor}

!include "MUI2.nsh"
!include "x64.nsh"
!include "FileFunc.nsh"

!ifndef AppVersion
  !define AppVersion "0.5.0"
!endif
!ifndef DistDir
  !define DistDir "..\dist"
!endif
!ifndef OutDir
  !define OutDir "${DistDir}"
!endif
!define AppName "Present Company"
!define AppExe "PresentCompany.exe"
!define UninstKey "Software\Microsoft\Windows\CurrentVersion\Uninstall\PresentCompany"

Name "${AppName}"
OutFile "${OutDir}\PresentCompany-${AppVersion}-windows-setup.exe"
InstallDir "$LOCALAPPDATA\Programs\Present Company"
InstallDirRegKey HKCU "${UninstKey}" "InstallLocation"
BrandingText "${AppName} ${AppVersion}"

!define MUI_ICON "..\assets\icon\present-company.ico"
!define MUI_UNICON "..\assets\icon\present-company.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${AppExe}"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${AppName} now"
!define MUI_UNCONFIRMPAGE_TEXT_TOP "${AppName} will be removed from your computer. Your saved games, statistics and settings (in %LOCALAPPDATA%\PresentCompany) are kept: installing ${AppName} again finds them."

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "${AppName} needs 64-bit Windows." /SD IDOK
    Abort
  ${EndIf}
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

Section "${AppName}" SecApp
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; an upgrade replaces the program files (no stale modules of an older version); the
  ; user's data is not in this folder
  RMDir /r "$INSTDIR\_internal"
  File /r "${DistDir}\PresentCompany\*.*"
  WriteUninstaller "$INSTDIR\Uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${AppName}.lnk" "$INSTDIR\${AppExe}" "" "$INSTDIR\${AppExe}" 0
  WriteRegStr HKCU "${UninstKey}" "DisplayName" "${AppName}"
  WriteRegStr HKCU "${UninstKey}" "DisplayVersion" "${AppVersion}"
  WriteRegStr HKCU "${UninstKey}" "Publisher" "${AppName}"
  WriteRegStr HKCU "${UninstKey}" "DisplayIcon" "$INSTDIR\${AppExe}"
  WriteRegStr HKCU "${UninstKey}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UninstKey}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegStr HKCU "${UninstKey}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
  WriteRegDWORD HKCU "${UninstKey}" "NoModify" 1
  WriteRegDWORD HKCU "${UninstKey}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UninstKey}" "EstimatedSize" $0
SectionEnd

Section "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\${AppName}.lnk" "$INSTDIR\${AppExe}" "" "$INSTDIR\${AppExe}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecApp} "The game (required)."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "Put ${AppName} on the desktop."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  DetailPrint "Your saved games, statistics and settings in $LOCALAPPDATA\PresentCompany are kept."
  Delete "$DESKTOP\${AppName}.lnk"
  Delete "$SMPROGRAMS\${AppName}.lnk"
  ; only what the installer put there: a folder the user chose is never emptied wholesale
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${AppExe}"
  Delete "$INSTDIR\Uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UninstKey}"
SectionEnd
