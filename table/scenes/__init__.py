"""The app's screens, registered by import (no folder scanning: it breaks frozen apps)."""
