"""A closing summary that prices the body's goods at another of the body's figures is no summary said again: "| Sugar
| ₹42/kg | ₹40/kg |" under "Your quote | Our counter", then "Summary: so we're fine with ₹42 for the sugar" (holdout77
q9044: the summary had been dropped and our ₹40 offered, silently). Read whole, the message offers and agrees at once
and is refused (``lang.subject_line.without_summary``)."""
from __future__ import annotations

import pytest

from reader_intents import intents as _intents, refused as _refused

_Q9044 = {
    "en": "Dear Sir,\n\n| Item | Your quote | Our counter |\n|---|---|---|\n| Sugar | ₹42/kg | ₹40/kg |\n\n"
          "Summary: so we're fine with ₹42 for the sugar.\n\nRegards,\nLokesh, Lokesh Kirana",
    "hi": "महोदय,\n\n| सामान | आपका भाव | हमारा जवाबी भाव |\n|---|---|---|\n| चीनी | ₹42/किलो | ₹40/किलो |\n\n"
          "सारांश: तो चीनी के लिए ₹42 हमें ठीक है।\n\nसादर,\nलोकेश, लोकेश किराना",
    "hinglish": "Sir,\n\n| Item | Aapka rate | Hamara counter |\n|---|---|---|\n| Cheeni | ₹42/kg | ₹40/kg |\n\n"
                "Summary: to cheeni ke liye ₹42 hume theek hai.\n\nRegards,\nLokesh, Lokesh Kirana",
}


@pytest.mark.parametrize("lang", ["en", "hi", "hinglish"])
def test_the_corpus_summary_at_the_quote_is_refused(lang):
    _refused(_Q9044[lang], email=True)


@pytest.mark.parametrize("text", [
    '> Rice ₹40/kg\n\nWe can do ₹38/kg for rice.\n\nSummary: ₹40 for rice works for us.',
    'Dear Sir,\n\n| Item | Your price | Our price |\n|---|---|---|\n| Atta | ₹220 | ₹205 |\n\nTL;DR: atta at ₹220 is fine.\n\nRegards, Ramesh',
    '> चावल ₹40/किलो\n\nहम चावल ₹38 किलो में ले सकते हैं।\n\nसारांश: चावल ₹40 में हमें ठीक है।',
    'महोदय,\n\n| सामान | आपका भाव | हमारा भाव |\n|---|---|---|\n| आटा | ₹220 | ₹205 |\n\nसारांश: आटा ₹220 में ठीक है।\n\nसादर, रमेश',
    '> Chawal ₹40/kg\n\nHum chawal ₹38 kilo mein le sakte hain.\n\nSummary: chawal ₹40 mein theek hai.',
    'Sir,\n\n| Item | Aapka rate | Hamara rate |\n|---|---|---|\n| Atta | ₹220 | ₹205 |\n\nSummary: atta ₹220 mein theek hai.\n\nRegards, Ramesh',
])
def test_a_summary_at_another_price_is_refused(text):  # our own probes
    assert _refused(text, email=True) == "ambiguous_intent.agreed_and_offered"


@pytest.mark.parametrize("text, want", [
    ('Dear Sir,\n\n| Item | Your price | Our price |\n|---|---|---|\n| Atta | ₹220 | ₹205 |\n\nSummary: atta at ₹205.\n\nRegards, Ramesh', [('offer', 'atta-5kg', None, 20500, None, None)]),
    ('महोदय,\n\n| सामान | आपका भाव | हमारा भाव |\n|---|---|---|\n| आटा | ₹220 | ₹205 |\n\nसारांश: आटा ₹205 में।\n\nसादर, रमेश', [('offer', 'atta-5kg', None, 20500, None, None)]),
    ('Sir,\n\n| Item | Aapka rate | Hamara rate |\n|---|---|---|\n| Atta | ₹220 | ₹205 |\n\nSummary: atta ₹205 mein.\n\nRegards, Ramesh', [('offer', 'atta-5kg', None, 20500, None, None)]),
    ('Dear Sir,\n\nWe accept masoor at ₹84. Please send 20 kg.\n\nSummary: masoor yes at ₹84.\n\nRegards, Ramesh', [('accept', 'masoor-dal-1kg', None, 8400, None, None), ('order', 'masoor-dal-1kg', 20, None, None, None)]),
])
def test_a_summary_that_says_the_body_again_is_dropped(text, want):  # near: the same price again
    assert _intents(text, email=True) == want
