"""Entry point of the frozen app (PyInstaller runs this file)."""

import sys

from table.cli import main

if __name__ == "__main__":
    sys.exit(main())
