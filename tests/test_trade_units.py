"""Trade units: suppliers quote and sell eggs by the tray of 30 and matchboxes by the bundle of 10; the shelf
and the counter keep the piece and the box; money is conserved to the paisa."""
from __future__ import annotations

from lang.render import TemplateRenderer, view
from lang.replies import read_reply
from market.catalogue import load_catalogue
from engine.shop import Shop
from market.trade_units import round_up, trade_unit, trade_units
from roles.supplier_mail import answer_email
from record_checks import net_worth_mismatches, stock_walk
from roles.toolbox import ToolBox
from scenarios import load_scenario

CAT = load_catalogue()


def test_the_catalogue_names_each_trade_unit_with_its_source():
    assert {s: (t.unit, t.size) for s, t in trade_units().items()} == {"eggs-1pc": ("tray", 30),
                                                                        "matchbox-1pc": ("bundle", 10)}
    assert all("NECC" in t.source or "estimate" in t.source for t in trade_units().values())
    assert trade_unit("rice-1kg") is None and round_up("rice-1kg", 7) == 7
    assert [round_up("eggs-1pc", q) for q in (1, 30, 31, 45, 60)] == [30, 30, 60, 60, 60]


def test_suppliers_word_trade_units_and_the_read_back_is_in_selling_units():
    lines = [{"kind": "quote", "sku": "eggs-1pc", "price_paise": 585},
             {"kind": "order_confirmed", "order_id": "O3", "day": 4, "amount_paise": 60 * 585 + 20 * 160,
              "lines": [{"sku": "eggs-1pc", "qty": 60, "unit_price_paise": 585},
                        {"sku": "matchbox-1pc", "qty": 20, "unit_price_paise": 160}]}]
    said = {"en": ("₹175.50 per tray", "2 bundles of matchboxes"), "hi": ("₹175.50 प्रति ट्रे", "2 बंडल माचिस"),
            "hinglish": ("₹175.50 per tray", "2 bundle maachis")}
    for language, words in said.items():
        text = TemplateRenderer(CAT).email(lines, language, "S2", 0)
        assert all(w in text for w in words), text
        assert read_reply(text, CAT) == [view(d, language=language) for d in lines]
    # a customer still asks by the egg
    customer = TemplateRenderer(CAT).customer_request([{"sku": "eggs-1pc", "qty": 6}], "hi", None, 0)
    assert "6 अंडे" in customer and "ट्रे" not in customer


def test_an_order_is_filled_in_whole_trays_and_money_is_conserved_to_the_paisa():
    shop = Shop(load_scenario(days=4))
    box = ToolBox(shop)
    confirmed = {}
    while (turn := shop.next_turn()) is not None:
        if turn.kind == "door":
            assert box.call("helper", "take_delivery", {"delivery_id": turn.subject["delivery_id"]}).ok
        elif turn.role == "manager" and turn.day == 1 and not confirmed:
            for sid, text in (("S2", "नमस्ते, 45 अंडे भेज दीजिए।"), ("S5", "Please send 25 matchboxes.")):
                answer = answer_email(shop, sid, text)
                (confirmed[sid],) = answer["decisions"]
        shop.end_turn()
    eggs, matches = confirmed["S2"], confirmed["S5"]
    assert eggs["kind"] == matches["kind"] == "order_confirmed"
    assert [(l["sku"], l["qty"]) for l in eggs["lines"]] == [("eggs-1pc", 60)]            # two trays
    assert [(l["sku"], l["qty"]) for l in matches["lines"]] == [("matchbox-1pc", 30)]     # three bundles
    replies = [e["text"] for e in shop.record.events if e["kind"] == "message_delivered" and e["sender"] in ("S2", "S5")]
    # any of the confirmation's phrasings: "3 bundles of matchboxes", "matchbox (3 bundles at ₹17.50 per bundle)"
    assert any("2 ट्रे" in t for t in replies) and any("3 bundles" in t for t in replies)
    bills = {b.supplier_id: b for b in shop.state.bills if b.supplier_id in ("S2", "S5")}
    for sid, decision in confirmed.items():
        line = decision["lines"][0]
        size = trade_unit(line["sku"]).size
        assert bills[sid].amount_paise == line["qty"] * line["unit_price_paise"] == decision["amount_paise"]
        assert bills[sid].amount_paise == (line["qty"] // size) * (line["unit_price_paise"] * size)
        (taken,) = [e for e in shop.record.events if e["kind"] == "delivery_taken" and e["bill_id"] == bills[sid].bill_id]
        assert taken["received"][0]["qty"] == line["qty"]  # the godown gets eggs and boxes, not trays
        assert taken["stock_value_paise"] + taken["input_gst_paise"] == taken["amount_paise"]
    events = shop.record.events
    assert net_worth_mismatches(events) == []
    assert all(mine == closed for _, mine, closed in stock_walk(events))
