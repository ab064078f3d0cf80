"""The bargaining kernel on hand-built terms, against the rules in its module docstring.

Terms throughout: list ₹100.00 (10000 paise), hidden cost floor ₹90.00 (9000 paise), 8 rounds.
The floor the kernel prices against is the first trader's step above the hidden one: under ₹100 the
step is ₹0.50, so ₹90.50 (9050). Target after round r: ``list − (list − 9050) × (r / max_rounds) ** (1 / beta)``;
the seller moves from its last price toward it by a weight ``0.5 + 0.5 × min(1, buyer step / seller step)``
(1 on the first round) and rounds the counter to the nearest step (₹0.50 under ₹100, ₹1 from ₹100).
"""
from __future__ import annotations

import numpy as np
import pytest

from negotiation_kernel import bargaining as bg
from negotiation_kernel.reasons import Plain
from negotiation_kernel.suppliers import ItemTerms

LIST, FLOOR = 10_000, 9_000
STEP_FLOOR = 9_050


def terms(beta: float = 1.0, max_rounds: int = 8, list_paise: int = LIST, floor_paise: int = FLOOR) -> ItemTerms:
    return ItemTerms(sku="rice-1kg", list_paise=list_paise, floor_paise=floor_paise, beta=beta, max_rounds=max_rounds)


def opened(t: ItemTerms) -> bg.Thread:
    thread, _ = bg.quote("T1", "S1", t, day=3)
    return thread


def test_quote_opens_at_list():
    t = terms()
    thread, decision = bg.quote("T1", "S1", t, day=3)
    assert (decision.kind, decision.price_paise, decision.sku) == ("quote", LIST, "rice-1kg")
    assert thread.seller_last_paise == LIST and thread.rounds == 0 and thread.status == "open"
    assert thread.day == 3 and thread.supplier_id == "S1"


def test_counters_worked_by_hand_beta_1():
    """Every figure below is worked from the docstring's formula, not copied from a run."""
    t, th = terms(beta=1.0), None
    th = opened(t)
    # r1: target 10000 − 950·1/8 = 9881.25; weight 1 → nearest ₹0.50 step → 9900
    d = bg.offer(th, t, 8000)
    assert (d.kind, d.price_paise, d.round) == ("counter", 9900, 1)
    # r2: buyer step 25, seller step 100 → weight 0.625; target 9762.5; 9900 − 137.5·0.625 = 9814.06 → 9800
    assert bg.offer(th, t, 8025).price_paise == 9800
    # r3: buyer step 75, seller step 100 → weight 0.875; target 9643.75; 9800 − 156.25·0.875 = 9663.28 → 9650
    assert bg.offer(th, t, 8100).price_paise == 9650
    # r4: buyer step 35, seller step 150 → weight 0.6167; target 9525; 9650 − 125·0.6167 = 9572.92 → 9550
    assert bg.offer(th, t, 8135).price_paise == 9550
    # r5 (second half, bid ≥ 85% of the hidden floor = 7650): buyer step 15, seller step 100 → 0.575;
    #     target 9406.25; 9550 − 143.75·0.575 = 9467.34 → 9450
    d = bg.offer(th, t, 8150)
    assert (d.kind, d.price_paise, d.round) == ("counter", 9450, 5)
    assert th.seller_last_paise == 9450 and th.seller_prev_paise == 9550 and th.buyer_last_paise == 8150
    # r6: a bid under 7650 in the second half → walk away
    d = bg.offer(th, t, 7600)
    assert (d.kind, d.round, d.reason) == ("walk_away", 6, Plain(code="bid_far_below"))
    assert th.status == "walked_away"
    assert bg.offer(th, t, 9999).kind == "closed"


def test_counters_worked_by_hand_beta_2_first_round():
    # r1: target 10000 − 950·(1/8)^(1/2) = 9664.1 → 9650
    th, t = opened(terms(beta=2.0)), terms(beta=2.0)
    assert bg.offer(th, t, 8000).price_paise == 9650
    # r1 Boulware: target 10000 − 950·(1/8)^2 = 9985.2 → nearest step: 10000 (no concession yet)
    th, t = opened(terms(beta=0.5)), terms(beta=0.5)
    assert bg.offer(th, t, 8000).price_paise == 10000


def test_bid_at_or_above_last_price_is_accepted_at_the_last_price():
    t = terms()
    th = opened(t)
    d = bg.offer(th, t, 10_500)
    assert (d.kind, d.price_paise) == ("accept", LIST)
    assert th.status == "agreed" and th.agreed_paise == LIST
    th = opened(t)
    assert bg.offer(th, t, 8000).price_paise == 9900
    d = bg.offer(th, t, 9900)
    assert (d.kind, d.price_paise) == ("accept", 9900)


def test_bid_between_next_counter_and_last_price_is_accepted_at_the_bid():
    t = terms()
    th = opened(t)
    assert bg.offer(th, t, 8000).price_paise == 9900
    # r2: buyer step 1850 ≥ seller step 100 → weight 1 → next counter 9750 ≤ 9850
    d = bg.offer(th, t, 9850)
    assert (d.kind, d.price_paise) == ("accept", 9850)
    assert th.agreed_paise == 9850


@pytest.mark.parametrize("beta", [0.3, 0.5, 1.0, 2.0, 2.5])
@pytest.mark.parametrize("max_rounds", [6, 8, 9, 10])
def test_counters_never_below_floor_nor_bid_and_never_rise(beta, max_rounds):
    t = terms(beta=beta, max_rounds=max_rounds)
    rng = np.random.default_rng(int(beta * 10) * 100 + max_rounds)
    counters_seen = 0
    for _ in range(200):
        th = opened(t)
        last = LIST
        while th.status == "open":
            bid = int(rng.integers(1, 11_000))
            d = bg.offer(th, t, bid)
            if d.kind == "counter":
                counters_seen += 1
                assert d.price_paise >= FLOOR
                assert d.price_paise > bid
                assert d.price_paise <= last
                last = d.price_paise
            elif d.kind == "accept":
                assert FLOOR <= d.price_paise <= LIST
                assert d.price_paise in (bid, last)
                assert d.price_paise <= max(bid, last)
            else:
                assert d.kind == "walk_away"
        assert th.rounds <= max_rounds
    assert counters_seen > 100


def test_accept_below_the_last_price_is_refused_naming_it():
    t = terms()
    th = opened(t)
    assert bg.offer(th, t, 8000).price_paise == 9900
    for price in (9899.49, 9000, 8000):
        d = bg.accept(th, price)
        assert (d.kind, d.price_paise, d.reason.code) == ("refuse_accept", 9900, "accept_wrong_price"), price
        assert th.status == "open"
    d = bg.accept(th, 9899.5)
    assert (d.kind, d.price_paise, d.reason.code) == ("accept", 9900, "buyer_accepted")
    assert th.status == "agreed" and th.agreed_paise == 9900
    # repeating the accept at the agreed price (or above it) is harmless; below it the thread is closed
    assert (bg.accept(th, 9899.6).kind, bg.accept(th, 9950).price_paise) == ("accept", 9900)
    assert bg.accept(th, 9000).kind == "closed"


@pytest.mark.parametrize("price", [9900.51, 9901, 9950, 10_000])
def test_accept_above_the_last_price_agrees_at_the_last_price(price):
    """E-mails cross: the seller came down to ₹99 while the buyer took its earlier ₹100 — a deal at ₹99, the
    seller's latest price, as a bid at or above it is (the new user's trial, session 43: refused before)."""
    t = terms()
    th = opened(t)
    assert bg.offer(th, t, 8000).price_paise == 9900
    d = bg.accept(th, price)
    assert (d.kind, d.price_paise, d.reason.code) == ("accept", 9900, "bid_meets_price")
    assert (th.status, th.agreed_paise) == ("agreed", 9900)


def test_accept_at_the_quote_before_any_offer():
    th = opened(terms())
    assert bg.accept(th, 9999).kind == "refuse_accept"
    d = bg.accept(th, 9999.5)
    assert (d.kind, d.price_paise) == ("accept", LIST)
    assert (bg.accept(opened(terms()), 12_000).kind, bg.accept(opened(terms()), 12_000).price_paise) == ("accept", LIST)


@pytest.mark.parametrize("max_rounds", [8, 9])
def test_no_walk_away_in_the_first_half_even_for_a_lowball(max_rounds):
    t = terms(max_rounds=max_rounds)
    th = opened(t)
    for r in range(1, max_rounds // 2 + 1):
        d = bg.offer(th, t, 1)
        assert d.kind == "counter", r
    d = bg.offer(th, t, 1)
    assert (d.kind, d.round) == ("walk_away", max_rounds // 2 + 1)


def test_second_half_bid_just_above_85_percent_of_floor_gets_a_counter():
    t = terms()
    th = opened(t)
    for _ in range(4):
        bg.offer(th, t, 7651)
    d = bg.offer(th, t, 7651)           # 7651 ≥ 0.85 × 9000 = 7650
    assert (d.kind, d.round) == ("counter", 5)
    d = bg.offer(th, t, 7649)
    assert (d.kind, d.round) == ("walk_away", 6)


def test_last_round_walks_away_if_unmet():
    t = terms()
    th = opened(t)
    for r in range(1, 8):
        assert bg.offer(th, t, 8000).kind == "counter", r
    d = bg.offer(th, t, 8000)
    assert (d.kind, d.round, d.reason) == ("walk_away", 8, Plain(code="last_round"))
    # a bid at the hidden floor is not enough at the last round (the kernel's floor is a step above it) ...
    th = opened(t)
    for r in range(1, 8):
        bg.offer(th, t, 8000)
    assert bg.offer(th, t, FLOOR).kind == "walk_away"
    # ... but one that meets the stepped floor is taken
    th = opened(t)
    for r in range(1, 8):
        bg.offer(th, t, 8000)
    d = bg.offer(th, t, STEP_FLOOR)
    assert (d.kind, d.price_paise) == ("accept", STEP_FLOOR)


def test_conceder_concedes_faster_than_boulware():
    counters = {}
    for beta in (0.5, 1.0, 2.0):
        t = terms(beta=beta)
        th = opened(t)
        bg.offer(th, t, 8000)
        counters[beta] = bg.offer(th, t, 8025).price_paise
    assert counters[2.0] < counters[1.0] < counters[0.5]
    assert counters[1.0] == 9800
    assert LIST - counters[2.0] > 3 * (LIST - counters[0.5])


def _steady_buyer(t: ItemTerms, open_share: float = 0.88, step: float = 0.4) -> bg.Decision:
    th = opened(t)
    bid, d = int(round(t.list_paise * open_share)), None
    for _ in range(t.max_rounds):
        d = bg.offer(th, t, bid)
        if d.kind != "counter":
            return d
        bid = int(round(bid + (d.price_paise - bid) * step))
    return d


@pytest.mark.parametrize("beta", [1.5, 2.0, 2.5])
@pytest.mark.parametrize("max_rounds", [8, 10])
@pytest.mark.parametrize("list_paise, floor_paise", [(10_000, 9_000), (10_800, 9_400), (10_600, 9_700)])
def test_steady_buyer_reaches_agreement_on_honest_like_terms(beta, max_rounds, list_paise, floor_paise):
    t = terms(beta=beta, max_rounds=max_rounds, list_paise=list_paise, floor_paise=floor_paise)
    d = _steady_buyer(t)
    assert d.kind == "accept"
    assert d.round <= max_rounds
    assert floor_paise <= d.price_paise < list_paise


def test_reject_closes_the_thread():
    t = terms()
    th = opened(t)
    d = bg.reject(th)
    assert d.kind == "rejected" and th.status == "rejected"
    assert bg.offer(th, t, 9500).kind == "closed"
    assert bg.accept(th, LIST).kind == "closed"


@pytest.mark.parametrize("price, step, stepped", [(12, 25, 25), (999.9, 25, 1000), (1000, 50, 1000), (1001, 50, 1000),
                                                  (1025, 50, 1050), (9950, 50, 9950), (9999, 50, 10_000),
                                                  (10_001, 100, 10_000), (10_050, 100, 10_100)])
def test_trader_price_steps(price, step, stepped):
    from negotiation_kernel.suppliers import price_step, to_step
    assert price_step(price) == step and to_step(price) == stepped


@pytest.mark.parametrize("floor_paise, expected", [(9000, 9050), (9049, 9050), (987, 1000), (12_345, 12_400),
                                                   (10_000, 10_100)])
def test_floor_is_the_first_step_strictly_above_the_hidden_floor(floor_paise, expected):
    from negotiation_kernel.suppliers import floor_price
    assert floor_price(terms(floor_paise=floor_paise, list_paise=20_000)) == expected


def test_every_counter_lands_on_a_step():
    from negotiation_kernel.suppliers import price_step
    rng = np.random.default_rng(7)
    for _ in range(300):
        floor = int(rng.integers(500, 60_000))
        t = terms(beta=float(rng.uniform(0.3, 2.5)), list_paise=int(floor * 1.15) // 100 * 100, floor_paise=floor)
        th = opened(t)
        while th.status == "open":
            d = bg.offer(th, t, int(rng.integers(1, floor)))
            if d.kind == "counter":
                assert d.price_paise % price_step(d.price_paise) == 0 and d.price_paise != floor
