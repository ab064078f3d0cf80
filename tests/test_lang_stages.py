"""Each stage of the reader on its own: clean, clause acts, price roles, trade units (issue 10)."""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from lang.acts import clause_acts
from lang.clean import MAX_CHARS, clean, quoted_context
from lang.language import normalize, tokenize
from lang.roles import price_roles
from lang.units import DENSITY_KG_PER_L, UNIT_DATA, selling_units_per, to_selling_units
from market.catalogue import load_catalogue

CAT = load_catalogue()


# --- stage 1: clean ---------------------------------------------------------------------------

@pytest.mark.parametrize("text,kept", [
    ("<think>offer 36? no, 30</think> Can you do ₹36/kg for rice?", "Can you do ₹36/kg for rice?"),
    ("<THINKING>\nlong\n</THINKING>\nSend 5 kg rice.", "Send 5 kg rice."),
    ("Reasoning: margin thin, counter at 41.\n\nMessage: Sir, sugar at ₹41?", "Sir, sugar at ₹41?"),
    ("विचार: 30 किलो बचा है।\nजवाब: प्याज़ नहीं चाहिए।", "प्याज़ नहीं चाहिए।"),
    ("Thanks.\n\nOn Mon, Shiv Traders wrote:\n> Rice 40", "Thanks."),
    ("Send 5 kg rice.\n\nRegards,\nRamesh\nPh 98765 43210", "Send 5 kg rice."),
    ("Rice: ₹**36**/kg", "Rice: ₹36/kg"),
    ("~~₹48~~ → **₹44** per packet", "\u2962 → ₹44 per packet"),  # lang.clean.STRUCK: a counter to the struck price
    ("~~₹48~~ only", "only"),
    ("Send 1½ kg rice", "Send 1.5 kg rice"),
    ("38 rupees 50 paise per kg", "₹38.50 per kg"),
    ("Send a dozen and a half eggs", "Send 1.5 dozen eggs"),
])
def test_clean_keeps_the_message(text, kept):
    assert " ".join(clean(text).split()) == kept


def test_clean_drops_reference_columns_and_keeps_blocks():
    table = "| Item | Your price | Our offer |\n|---|---|---|\n| Toor dal | ₹142/kg | ₹130/kg |"
    assert "142" not in clean(table) and "130" in clean(table)
    block = '```order\n{"items": [{"item": "rice", "quantity": 5}]}\n```'
    assert clean(block) == block


def test_quoted_context_gives_the_quoted_goods():
    assert quoted_context("Agreed.\n\n> Masoor dal ₹80/kg") == "Masoor dal ₹80/kg"
    assert "82" not in quoted_context("> Paneer ₹82/packet\n\nCan you make it ₹75?")
    assert quoted_context("no quotes here") == ""


def test_clean_is_total_and_bounded():
    assert clean(None) == ""  # type: ignore[arg-type]
    assert len(clean("a" * (3 * MAX_CHARS))) <= MAX_CHARS + 1
    assert clean("<think>" * 5000) == ""


# --- stage 3: acts ------------------------------------------------------------------------------

def _acts(text: str, hindi: bool = False):
    tokens = tokenize(normalize(text))
    span = {0: (0, len(tokens))}
    return clause_acts(tokens, span, set(), hindi=hindi)[0]


def test_clause_acts():
    assert _acts("Will the 30 kg rice come with tomorrow's van?").arrival
    assert _acts("Rice ₹36 chalega?").question and not _acts("Send 5 kg rice").question
    assert _acts("If you can do ₹40, we will take 10 kg").condition
    assert _acts("Paneer ₹72 kar do to 20 packet pakke", hindi=True).condition
    assert not _acts("Paneer ₹72 kar do to 20 packet pakke").condition
    assert _acts("No, we won't take moong dal at Rs 112").negative
    assert not _acts("No problem, send 5 kg").negative and not _acts("Bill No. 12 paid").negative
    assert _acts("Sold 40 kg rice yesterday").background and _acts("kal 40 kilo chawal bika").background
    assert not _acts("Arre bhaiya, do packet bhejo", hindi=True).question


# --- stage 4: price roles ------------------------------------------------------------------------

def _roles(text: str) -> dict[str, str]:
    tokens = tokenize(normalize(text))
    nums = [i for i, t in enumerate(tokens) if t.kind == "num"]
    roles = price_roles(tokens, [(i, i + 1, 0) for i in nums])
    return {tokens[i].text: roles.get(i, "new") for i in nums}


def test_price_roles():
    assert _roles("Rice ₹36/kg (instead of ₹40.46) — can you do this?") == {"36": "new", "40.46": "reference"}
    assert _roles("Sugar: we get it for ₹41 elsewhere, can you do ₹40?") == {"41": "reference", "40": "new"}
    assert _roles("Rice: can you reduce by ₹2/kg?") == {"2": "relative"}
    assert _roles("Chawal ₹2 kam kar do") == {"2": "relative"}
    assert _roles("Your rate of ₹54 is acceptable") == {"54": "reference_weak"}
    assert _roles("₹7 mein nahi — maximum ₹6.20") == {"7": "reference", "6.20": "new"}


# --- trade units ---------------------------------------------------------------------------------

def test_trade_units_carry_their_sources():
    for row in UNIT_DATA["units"].values():
        assert row["source"]
    assert all(row["source"] for row in UNIT_DATA["densities_kg_per_l"].values())
    assert DENSITY_KG_PER_L == {"ghee-1l": Fraction(91, 100), "mustard-oil-1l": Fraction(91, 100),
                                "refined-oil-1l": Fraction(92, 100)}


def test_trade_unit_conversions():
    rice, eggs, ghee, oil = (CAT.by_sku(s) for s in ("rice-1kg", "eggs-1pc", "ghee-1l", "refined-oil-1l"))
    assert to_selling_units(Decimal(2), "quintal", rice) == (200, "")
    assert to_selling_units(Decimal(1), "ton", rice) == (1000, "")
    assert to_selling_units(Decimal(3), "tray", eggs) == (90, "")
    assert to_selling_units(Decimal(10), "kg", ghee) == (11, "")  # 10 / 0.91 = 10.99 litres
    assert Fraction(560) / selling_units_per("kg", ghee) == Fraction(50960, 100)  # ₹560/kg = ₹509.60/l
    assert Fraction(125) / selling_units_per("kg", oil) == Fraction(115)  # ₹125/kg refined = ₹115/l
    assert selling_units_per("tray", rice) is None
