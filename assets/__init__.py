"""Present Company's art, fonts and sounds (data only; loaded by table.assets)."""
