# dmgbuild settings for the macOS disk image:
#   dmgbuild -s build/dmg_settings.py -D app=dist/PresentCompany.app "Present Company" dist/PresentCompany.dmg
import os.path

app = defines.get("app", "dist/PresentCompany.app")  # noqa: F821 - given by dmgbuild
app_name = os.path.basename(app)

format = "UDZO"
files = [app]
symlinks = {"Applications": "/Applications"}
icon_locations = {app_name: (140, 120), "Applications": (400, 120)}
background = "builtin-arrow"
window_rect = ((200, 200), (540, 300))
icon_size = 96
