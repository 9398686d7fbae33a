"""The Presents of Mine tutorial explains in words what it asks: before the Bomb Squad swap,
what a Kaboom and a Limiting do and how their staleness starts (ruling PM-8)."""

from table.games import table_for


def test_the_bomb_squad_choice_is_explained_before_it_is_made():
    # ruling PM-8: swap a kept present for K or L; the kind chosen more starts at staleness 2;
    # a Kaboom loses a layer per Average and explodes (-6, or -1 with a Limiting)
    steps = table_for("presents-of-mine").tutorial.steps
    swap = next(i for i, step in enumerate(steps) if getattr(step.expect, "take", "") == "K")
    said = " ".join(step.say for step in steps[:swap + 1])
    for words in ("Kaboom (K)", "Limiting (L)", "Limiting: +2", "costs 1, not 6", "layers", "-6",
                  "starts at staleness 2", "in secret"):
        assert words in said, words
    assert steps[swap].targets[-2:] == (("swap", "K"), ("go",))
