import sys

from table.app import main

sys.exit(main())
