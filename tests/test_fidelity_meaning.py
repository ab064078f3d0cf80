"""The fidelity guard checks meaning: a renderer model may paraphrase, but not change what the kernel decided.

Faithful paraphrases (``tests/paraphrase_stub.py``: opening words, synonyms, halves swapped, the persona's
remark) are accepted; a changed figure, a dropped item, another language, an invented discount or another
intent are refused, and each refusal is one ``renderer_fallback`` event. ``benchmarks/renderer_fidelity.py``
prints the figures over more decisions.
"""
from __future__ import annotations

import pytest

from lang.fidelity import problem
from lang.meaning import meaning_problem
from lang.model_renderer import TEMPERAMENTS, ModelRenderer
from lang.render import CUSTOMER_FIELDS, LANGUAGES, SUPPLIER_FIELDS, TemplateRenderer, view
from market.catalogue import load_catalogue
from paraphrase_stub import FAULTS, ParaphraseStub
from test_round_trip import customer_cases, supplier_cases

CAT = load_catalogue()
R = TemplateRenderer(CAT)
COUNTER = {"kind": "counter", "sku": "rice-1kg", "price_paise": 4120}


def _requests() -> list[dict]:
    out, n = [], 0
    for language in LANGUAGES:
        for kind in sorted(SUPPLIER_FIELDS):
            for d in supplier_cases(kind)[1:3]:
                out.append({"kind": "email", "lines": [d], "language": language,
                            "name": list(TEMPERAMENTS)[n % 5], "pick": n})
                n += 1
        for kind in sorted(CUSTOMER_FIELDS):
            out.append({"kind": "speech", "decision": customer_cases(kind)[0], "language": language, "name": "Asha",
                        "pick": n})
            n += 1
    return out


def _render(mode: str):
    stub, events = ParaphraseStub(mode, CAT), []
    renderer = ModelRenderer(CAT, stub, personas={t: t for t in TEMPERAMENTS}, on_fallback=events.append)
    return [renderer.render_many([r])[0] for r in _requests()], stub, events


def test_faithful_paraphrases_are_accepted_in_every_language():
    out, stub, events = _render("faithful")
    reqs = _requests()
    for language in LANGUAGES:
        mine = [o for r, o in zip(reqs, out) if r["language"] == language]
        accepted = sum(not o.fell_back for o in mine)
        assert accepted >= 0.95 * len(mine), (language, [o.reason for o in mine if o.fell_back])
    # most were not template phrasings at all: the exact read-back alone would have refused them
    free = [o for r, o in zip(reqs, out) if not o.fell_back and r["kind"] == "email"
            and problem(o.text, [view(d, language=r["language"]) for d in r["lines"]], r["language"], [o.text], CAT)]
    assert len(free) > len(reqs) // 2
    assert len(events) == sum(o.fell_back for o in out)


@pytest.mark.parametrize("fault", FAULTS)
def test_every_unfaithful_paraphrase_is_refused_and_recorded(fault):
    out, stub, events = _render(fault)
    assert all(o.fell_back for o in out), [o.rejected for o in out if not o.fell_back]
    assert len(events) == len(out) and all(e["reason"] and e["rejected"] != e["used"] for e in events)
    assert stub.made[fault] > 0  # the fault was made (kinds without an item get a changed figure instead)


@pytest.mark.parametrize("written, why", [
    ("Rice: we can do ₹41.21 per kg, not lower today.", "figures differ"),           # a changed price
    ("Rice: we can do ₹41.20 per kg, and ₹2 off too.", "figures differ"),            # an invented discount
    ("Rice: we can do ₹41.20 per kg, with a small discount.", "a term"),             # a discount without a figure
    ("Sugar: we can do ₹41.20 per kg, not lower today.", "items differ"),            # another item
    ("Chawal: ₹41.20 per kilo tak kar sakte hain.", "language hinglish"),            # another language
    ("Agreed, rice at ₹41.20 per kg.", "reads as ['accept']"),                       # another intent
])
def test_what_the_meaning_check_refuses(written, why):
    reference = "\n".join(R.email_parts([COUNTER], "en", 0)[1][0])
    assert why in meaning_problem(written, reference, "counter", "en", CAT)


@pytest.mark.parametrize("language, written", [
    ("en", "For rice, we can come down to ₹41.20 per kg, no lower."),
    ("hi", "चावल पर हम ₹41.20 प्रति किलो तक आ सकते हैं, इससे नीचे नहीं जा पाएँगे।"),
    ("hinglish", "Chawal pe hum ₹41.20 per kilo tak aa sakte hain bhaiya, isse neeche nahi."),
])
def test_a_free_paraphrase_that_keeps_the_meaning_passes(language, written):
    reference = "\n".join(R.email_parts([COUNTER], language, 0)[1][0])
    assert meaning_problem(written, reference, "counter", language, CAT) == ""
    expected = [view(COUNTER, language=language)]
    assert problem(written, expected, language, [written], CAT) != ""  # the exact read-back alone refuses it
    assert problem(written, expected, language, [written], CAT, references=[reference]) == ""
