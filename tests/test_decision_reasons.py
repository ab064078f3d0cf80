"""A decision's reason is a code with parameters (``negotiation_kernel.reasons``), worded by ``lang`` from one table.

Every code and status the kernel can give is worded in every language
(``lang.decision_reasons.REASONS``), with no English words inside Hindi; each
wording reads back to its code and parameters; the record keeps the English it
has always stored; and the kernel never imports ``lang`` for a reason, nor
``lang`` the kernel.
"""
from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from lang.decision_reasons import READ_HOLES, READER_CODE, REASONS, reason_view, word_reason
from lang.render import LANGUAGES, TemplateRenderer, view
from lang.replies import read_reply
from market.catalogue import load_catalogue
from negotiation_kernel.reasons import (CODES, KEYS, BillNotOpen, CouldNotRead, DeliveryDone, NotSold, OrderNotOpen,
                                        PaymentNotDue, Plain, PriceBelowOurs, QuantityAbove, ThreadClosed, make_reason)

CAT = load_catalogue()
R = TemplateRenderer(CAT)
ROOT = Path(__file__).resolve().parent.parent
NAME = "Agarwal Grain Traders"
_LATIN = re.compile(r"(?<![\w₹])[A-Za-z]{2,}")  # as tests/test_reasons.py: a Roman word inside Hindi
SAMPLE = {"name": NAME, "ours_paise": 12000051, "yours_paise": 3850, "limit": 1_000_000, "order_id": "O7",
          "refund_paise": 17880, "day": 3, "bill_id": "B12"}


def _reason(key: str):
    """The reason of a wording key, with sample parameters."""
    code, _, status = key.partition(".")
    return make_reason(code=code, **({"status": status} if status else {}), **{p: SAMPLE[p] for p in _params(code)})


def _params(code: str) -> set[str]:
    return {"not_sold": {"name"}, "price_below_ours": {"ours_paise", "yours_paise"},
            "lot_price_below_ours": {"ours_paise", "yours_paise"},
            "payment_not_due": {"ours_paise", "yours_paise"}, "quantity_above": {"limit"},
            "item_delivered": {"order_id"}, "refund_made": {"refund_paise"},
            "delivered_billed": {"day", "bill_id"}}.get(code, set())


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


WORDED = [k for k in KEYS if not k.startswith(READER_CODE)]


def test_the_codes_are_a_closed_set_and_each_has_a_wording():
    assert len(CODES) == len(set(CODES)) == 32  # (28th: item_delivered, session 35; advance_paid, refund_made: 39;
    # delivered_billed: 50; todays_rate: 51)
    assert set(WORDED) == set(REASONS), "a code without a wording, or a wording of no code"
    with pytest.raises(ValueError, match="status"):
        make_reason(code="thread_closed", status="open")  # an open thread is not a reason to refuse
    with pytest.raises(ValueError, match="code"):
        make_reason(code="because")


@pytest.mark.parametrize("key", sorted(REASONS))
def test_every_code_is_worded_in_every_language_with_the_same_parameters(key):
    row = REASONS[key]
    assert set(row) == set(LANGUAGES) and all(row.values()), key
    for language in LANGUAGES:
        assert _fields(row[language]) == _fields(row["en"]) <= set(READ_HOLES), (key, language)
        assert {READ_HOLES[f][0] for f in _fields(row[language])} == _params(key.partition(".")[0]), key


@pytest.mark.parametrize("key", WORDED)
def test_every_code_renders_in_every_language_hindi_without_english(key):
    reason = _reason(key)
    hi = word_reason(reason, "hi").replace(NAME, "")  # a name is written as given
    assert not _LATIN.findall(hi), (key, hi)
    assert re.search(r"[\u0900-\u097f]", hi), (key, hi)
    for language in ("en", "hinglish"):
        assert not re.search(r"[\u0900-\u097f]", word_reason(reason, language)), (key, language)
    if "ours_paise" in type(reason).model_fields:
        assert "₹1,20,000.51" in hi and "₹38.50" in hi
    if "limit" in type(reason).model_fields:
        assert "10,00,000" in hi


@pytest.mark.parametrize("key", WORDED)
def test_every_wording_reads_back_to_its_code_and_parameters(key):
    reason = _reason(key)
    line = {"kind": "closed", "sku": "rice-1kg", "reason": reason}
    for language in LANGUAGES:
        for pick in range(3):
            assert read_reply(R.email([line], language, NAME, pick), CAT) == [view(line, language=language)], key
        assert reason_view(reason, language) == {
            "code": reason.code, **{k: v for k, v in reason.model_dump().items() if k != "code"}}, (key, language)


def test_wordings_are_distinct_in_each_language():
    for language in LANGUAGES:
        texts = [word_reason(_reason(k), language) for k in WORDED]
        assert len(set(texts)) == len(texts), language


def test_the_record_keeps_the_english_it_always_stored():
    assert PriceBelowOurs(ours_paise=4000, yours_paise=3850).record_text() == "our price is 40.00, not 38.50"
    assert PriceBelowOurs(ours_paise=12000051, yours_paise=1).record_text() == "our price is 120000.51, not 0.01"
    assert PaymentNotDue(ours_paise=432050, yours_paise=400000).record_text() == "the bill comes to 4320.50, not 4000.00"
    assert QuantityAbove(limit=10_000).record_text() == "quantity above 10,000 units"
    assert NotSold(name=NAME).record_text() == f"{NAME} does not sell this item"
    assert ThreadClosed(status="walked_away").record_text() == "thread is walked_away"
    assert BillNotOpen(status="paid").record_text() == "bill is paid"
    assert OrderNotOpen(status="lapsed").record_text() == "order is lapsed"
    assert DeliveryDone(status="refused").record_text() == "delivery was refused"
    assert Plain(code="item_in_several_orders").record_text() == "several open orders have this item; name one"
    assert Plain(code="buyer_accepted").record_text() == "buyer accepted our price"
    refusal = CouldNotRead(reader_key="no_price.what_price", reader_args={"item": "sugar"},
                           text="no_price: what price for sugar?")
    assert refusal.record_text() == "no_price: what price for sugar?"
    assert word_reason(refusal, "hinglish") == "rate nahi likha: “cheeni ka rate likhiye”"
    assert reason_view(refusal, "hinglish") == {"code": READER_CODE, "reader_code": "no_price",
                                                "detail": "cheeni ka rate likhiye"}


def test_a_sentence_is_not_a_reason():
    with pytest.raises(TypeError, match="code with parameters"):
        word_reason("our price is 40.00, not 38.50", "hi")


def _imports(path: Path) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            out |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
        elif isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
    return out


def test_the_kernel_never_imports_lang_for_reasons_nor_lang_the_kernel():
    """The layer rule (``negotiation_kernel.reasons``): imports inside functions included."""
    wording = ("lang.reasons", "lang.refusals", "lang.decision_reasons", "lang.render.render_reason",
               "lang.phrase_tables", "lang.render.phrases")
    for path in (ROOT / "negotiation_kernel").glob("*.py"):
        names = _imports(path)
        assert not [n for n in names if n.startswith(wording)], path.name
        if path.name in ("reasons.py", "bargaining.py", "trade.py", "suppliers.py"):
            assert not [n for n in names if n == "lang" or n.startswith("lang.")], path.name
    for path in (ROOT / "lang").glob("*.py"):
        assert not [n for n in _imports(path) if n.startswith("negotiation_kernel")], path.name
