"""A bargaining thread lasts a day: on a new day the supplier's desk restarts at its list price, so an accept of
yesterday's counter is refused — and the reply must not call today's list "our last offer", a price it never made
that day ("our last offer was ₹40.50" after a day had passed, session 50's note; session 51). The desk marks the
refusal ``todays_rate`` (no price of ours stood today) and the renderer words it from ``refuse_accept_today``:
today's rate, rates start afresh each day. Every ₹ figure the reply states is one the record's day-2 decisions
hold; yesterday's counter never appears. A refusal the same day still names the counter standing."""
from __future__ import annotations

import re

import pytest

from engine.shop import Shop
from lang.render import LANGUAGES, TemplateRenderer, phrases, view
from lang.replies import line_shapes, read_reply
from market.catalogue import load_catalogue
from negotiation_kernel.reasons import Plain, PriceBelowOurs
from roles.supplier_mail import answer_email
from scenarios import load_scenario

CAT = load_catalogue()
R = TemplateRenderer(CAT)
#: language -> (supplier, sku, an offer at {p}, an accept at {p} ordering, the units ordered)
CASES = {
    "en": ("S1", "rice-1kg", "Can you do ₹{p} per kg for rice?", "OK, ₹{p} per kg is fine. Send 20 kg rice.", 20),
    "hi": ("S2", "milk-500ml", "दूध ₹{p} प्रति पैकेट में दे सकते हैं?",
           "ठीक है, ₹{p} प्रति पैकेट चलेगा। 40 पैकेट दूध भेज दीजिए।", 40),
    "hinglish": ("S4", "onion-1kg", "Shukriya. pyaz ₹{p} per kilo mein de sakte ho?",
                 "Theek hai, ₹{p} per kilo chalega. 20 kilo pyaz bhej do.", 20),
}


def _rupees(paise: int) -> str:
    return f"{paise / 100:.2f}".rstrip("0").rstrip(".")


def _reply(shop: Shop, sid: str) -> str:
    return max((q for q in shop.queue if q[3] == "email" and q[4]["sender"] == sid), key=lambda q: q[2])[4]["text"]


def _figures(reply: str) -> set[int]:
    """Every ₹ figure in a reply, in paise."""
    return {round(float(m.replace(",", "")) * 100) for m in re.findall(r"₹\s?([\d,]+(?:\.\d+)?)", reply)}


def _countered(language: str) -> tuple[Shop, int, int]:
    """A shop on day 1 whose supplier has countered the shop's bids twice: (shop, the counter standing, list)."""
    sid, sku, offer, *_ = CASES[language]
    shop = Shop(load_scenario(days=3))
    assert shop.next_turn().role == "manager" and shop.suppliers[sid].language == language
    list_paise = shop.suppliers[sid].terms[sku].list_paise
    counters = [answer_email(shop, sid, offer.format(p=_rupees(round(list_paise * share / 50) * 50)))["decisions"][0]
                for share in (0.80, 0.84)]
    assert [d["kind"] for d in counters] == ["counter", "counter"], counters
    standing = counters[-1]["price_paise"]
    assert standing < list_paise
    return shop, standing, list_paise


def _to_day_two(shop: Shop) -> None:
    shop.end_turn()
    while True:
        turn = shop.next_turn()
        if shop.state.day == 2 and turn.role == "manager":
            return
        shop.end_turn()


@pytest.mark.parametrize("language", LANGUAGES)
def test_yesterdays_counter_accepted_today_is_refused_at_todays_rate_never_as_our_last_offer(language):
    sid, sku, _, accept, qty = CASES[language]
    shop, yesterdays, list_paise = _countered(language)
    _to_day_two(shop)
    start = len(shop.record.events)
    answer = answer_email(shop, sid, accept.format(p=_rupees(yesterdays)))
    refused, order = answer["decisions"]
    assert (refused["kind"], refused["price_paise"], refused["reason"]) == \
        ("refuse_accept", list_paise, Plain(code="todays_rate"))
    assert (order["kind"], order["reason"]) == ("order_refused", PriceBelowOurs(ours_paise=list_paise,
                                                                                 yours_paise=yesterdays))
    reply = _reply(shop, sid)
    assert read_reply(reply, CAT) == [view(d, language=language) for d in answer["decisions"]]
    assert [slot for _, slot, _ in line_shapes(reply, CAT)].count("refuse_accept_today") == 1, reply
    # the record's day-2 decisions: what the reply's figures must be
    today = [e for e in shop.record.events[start:] if e["kind"] == "supplier_decision"]
    assert all(e["day"] == 2 for e in today)
    stated = {e["decision"]["price_paise"] for e in today if e["decision"].get("price_paise") is not None}
    assert [e["decision"]["reason"] for e in today][0] == "no price of ours stood today; today's is our list price"
    assert stated == {list_paise} and today[0]["hidden_list_paise"] == list_paise
    assert _figures(reply) == stated | {yesterdays}, reply  # ours today, and the shop's own figure quoted back
    assert not re.search(r"last (offer|price|figure)|पिछला भाव|आख़िरी बात|last rate|aakhri baat", reply), reply
    assert not shop.kernel.orders


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_accept_below_the_counter_the_same_day_still_names_our_last_offer(language):
    sid, sku, _, accept, _ = CASES[language]
    shop, standing, _ = _countered(language)
    (refused, _) = answer_email(shop, sid, accept.format(p=_rupees(standing - 50)))["decisions"]
    assert (refused["kind"], refused["price_paise"], refused["reason"]) == \
        ("refuse_accept", standing, Plain(code="accept_wrong_price"))
    assert "refuse_accept" in [slot for _, slot, _ in line_shapes(_reply(shop, sid), CAT)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_wording_of_todays_rate_reads_back(language):
    d = {"kind": "refuse_accept", "sku": CASES[language][1], "price_paise": 3250, "reason": Plain(code="todays_rate")}
    wordings = phrases(language)["slots"]["refuse_accept_today"]
    assert len(wordings) >= 3
    for i in range(len(wordings)):
        text = R.email([d], language, "Azadpur Sabzi Wholesale", i)
        assert "₹32.50" in text and read_reply(text, CAT) == [view(d, language=language)], text
    recorded = {**d, "reason": {"code": "todays_rate"}}  # a reason as a mapping (a line read back) words the same
    assert R.email([recorded], language, "Azadpur Sabzi Wholesale", 0) == R.email([d], language, "Azadpur Sabzi Wholesale", 0)
