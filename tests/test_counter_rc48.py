"""Trial 48, findings 1, 2 and 6 (helper RC): the counter hears the figure the cashier asks after a price and a cut
("15 mein se 10 kam kar diye, 5 de do" had charged ₹15), a last price held and the MRP with an equal price in Hindi and
Hinglish (0 of 91 and 1 of 31 heard in the trial), never refuses a bill for naming no item, and its "heard no total"
hint carries no figure a model could copy as a total (a model had copied "₹230").

The parallel triples and their golds are ``tests/corpus_probes48_rc`` (written before the fix; on main bc703017
exact en 15 / hi 5 / hinglish 9 of 30, silent 10 / 13 / 13)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from lang.counter_words import read_at_counter
from lang.reasons import WHY, word
from market.catalogue import load_catalogue
from roles.cashier import NO_BILL_HEARD, NOT_TAKEN

CAT = load_catalogue()
PROBES = Path(__file__).parent / "corpus_probes48_rc"
#: The reason key each refused triple is refused with (the others: a bill).
REFUSED_KEY = {"rc48-011": "ambiguous_intent.counter_bill", "rc48-012": "ambiguous_intent.counter_cut",
               "rc48-013": "ambiguous_intent.counter_cut", "rc48-014": "ambiguous_intent.counter_cut",
               "rc48-015": "ambiguous_intent.counter_cut", "rc48-019": "no_intent.counter"}


def _rows():
    by_id: dict[str, dict] = {}
    for lang in ("en", "hinglish", "hi"):
        for line in (PROBES / f"{lang}.jsonl").read_text("utf-8").splitlines():
            row = json.loads(line)
            by_id.setdefault(row["parallel"], {})[lang] = row
    return sorted(by_id.items())


def _bill(text: str):
    """The bill heard in paise (a list), or the refusal's reason key."""
    r = read_at_counter(text, CAT)
    return [i.total_paise for i in r.intents if i.kind == "bill"] if r.readable else r.reason_key


@pytest.mark.parametrize("pid,triple", _rows())
def test_each_probe_triple_is_read_alike_in_the_three_languages_as_its_gold(pid, triple):
    assert set(triple) == {"en", "hinglish", "hi"}
    got = {lang: _bill(row["text"]) for lang, row in triple.items()}
    gold = triple["en"]
    want = [round(gold["intents"][0]["total_inr"] * 100)] if gold["readable"] else REFUSED_KEY[pid]
    assert got == {"en": want, "hinglish": want, "hi": want}, got


@pytest.mark.parametrize("text,paise", [
    ("15 mein se 10 kam kar diye, 5 de do.", 500),  # the trial's V8-8: charged ₹15
    ("12 mein se 4 kam kar diye, 8 de do.", 800), ("20 mein se 12 kam kar diye, 8 de do.", 800),
    ("15 tha, ab 9 de do.", 900), ("15 में से 10 कम, 5 दे दो।", 500), ("Bhaiya 15 tha, 5 de do.", 500),
    ("15 ka 5 kar diya, 5 de do.", 500), ("Was 15, now 9, please pay.", 900), ("Bhaiya 9 de do.", 900),
    ("आख़िरी दाम 181 रुपये, इससे कम नहीं।", 18100), ("Last price 225, isse kam nahi hoga.", 22500),
    ("Aakhri daam 225, isse kam nahi.", 22500), ("एमआरपी 132 है, आपके लिए 132 रुपये।", 13200),
    ("Final price ₹225, I can't go lower.", 22500), ("90 tha, ab 85 de do.", 8500),  # heard before, still
    ("18 mein se 3 kam kar diye, 15 de do.", 1500), ("Bill 862 ka bana, round off karke 860 do", 86000)])
def test_the_trials_lines_are_heard_as_the_figure_asked(text, paise):
    assert _bill(text) == [paise]


@pytest.mark.parametrize("text", ["15 mein se 10 kam, 8 de do.", "15 less 10 off, pay 8.", "15 में से 10 कम, 8 दे दो।"])
def test_a_cut_that_does_not_add_up_is_refused_naming_the_three_figures(text):
    r = read_at_counter(text, CAT)
    assert not r.readable and r.reason_key == "ambiguous_intent.counter_cut"
    assert r.reason == "ambiguous_intent: ₹15 less ₹10 is not ₹8; say the one figure the customer pays"
    assert word(r.reason_key, dict(r.reason_args), "hi") == ("₹15 में से ₹10 कम करके ₹8 नहीं बनता; ग्राहक को कितना "
                                                             "देना है, एक ही रकम बताइए")


@pytest.mark.parametrize("text", ["Chalo beech ka karte hain, -1 de do.", "5 mein se 10 kam kar diye, -5 de do.",
                                  "10 mein se 10 kam kar diye, 0 de do."])
def test_a_negative_or_zero_figure_asked_is_no_bill(text):
    assert _bill(text) == "no_intent.counter"  # the second had billed ₹5, the third ₹10 (the trial's fake)


def test_a_dash_before_a_figure_is_no_minus():
    assert _bill("Total - 230") == [23000]


def test_a_note_handed_is_left_to_the_change_rules():
    assert _bill("500 ka note diya, 270 de do.") == [27000]  # as on main, not "the bill is named ₹500"
    assert _bill("Sir the price was 150, now 140, please pay.") == [14000]  # main: ₹150


@pytest.mark.parametrize("text", ["Bhaiya 5 aur de do.", "भैया 5 और दे दो।", "Give 5 more.", "Bhaiya, ek minute.",
                                  "Sugar le lo bhaiya.", "Last price, isse kam nahi."])
def test_a_refusal_at_the_counter_never_asks_for_an_item(text):
    r = read_at_counter(text, CAT)
    assert not r.readable and not r.reason_key.startswith("no_item"), r.reason


def test_the_heard_no_total_hints_carry_no_figure_in_any_language():
    assert not re.search(r"\d", NO_BILL_HEARD) and not re.search(r"\d", NOT_TAKEN)
    assert "'Total ₹' followed by the amount the customer pays" in NO_BILL_HEARD
    for lang in ("en", "hi", "hinglish"):
        assert not re.search(r"[\d०-९]", WHY["ambiguous_intent.counter_change"][lang]), lang
