"""Goods told never come beside a cancel give its reason and ask nothing ("please cancel O6 completely. We had to buy
eggs locally as they did not arrive.", holdout142 en-n7027; ``lang.not_come_cancelled``)."""
from __future__ import annotations

import pytest

from reader_intents import reading


@pytest.mark.parametrize("text", [
    "Namaste ji, please cancel O6 completely. We had to buy eggs locally as they did not arrive. The ghee order O5 "
    "stays as it is.",
    "Please cancel O6. The eggs did not arrive.",
    "Cancel O6 please, the eggs didn't arrive.",
    "नमस्ते जी, O6 पूरा कैंसल कर दीजिए। अंडे नहीं आए इसलिए हमें लोकल से लेने पड़े। घी वाला O5 जैसा है वैसा रहेगा।",
    "Namaste ji, O6 poora cancel kar dijiye. Ande nahi aaye isliye humein local se lene pade. Ghee wala O5 jaisa hai "
    "waisa rahega.",
])
def test_never_come_is_the_cancels_reason(text):
    assert reading(text) == [("cancel", None, None, None, "O6", None)]


def test_still_awaited_is_still_asked():
    assert ("ask_delivery", None, None, None, "O6", None) in reading("Cancel the sugar from O5. Has O6 not arrived yet?")
