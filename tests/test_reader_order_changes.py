"""Messages that change an order already placed ("### Changes to O107", "O107 mein badlav", "O86 में बदलाव"),
``lang.order_changed`` (thirteenth session):

- a struck-out count with a new count after it is the order's count changed: "- Doodh: ~~40 packet~~ **30
  packet**" cuts 10 packets from O107, where it had **ordered 30 packets more** (holdout42 hl-u051). In a new
  order the writer's own draft corrected ("Order for tomorrow: Milk ~~40~~ 30 packets") still orders the new count;
- a line that only states goods and a count ("- Salt: 20 kg", "- नमक: 20 किलो – कोई बदलाव नहीं") is no new order:
  refused asking for both counts, where it had **ordered 20 kg more** (holdout42 hi-u051); "no change" /
  "कोई बदलाव नहीं" / "koi badlav nahi" is no refusal of the goods (it had been read as a reject);
- "Bread: cancel all 20" cancels 20 (the count had been dropped: the whole line cancelled).
"""
import pytest

from lang.reader import read_message


def _rows(r):
    return [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] if r.readable else r.reason


@pytest.mark.parametrize("text", ["### Changes to O107\n- Milk: ~~40 packets~~ **30 packets**",
                                  "### O107 में बदलाव\n- दूध: ~~40 पैकेट~~ **30 पैकेट**",
                                  "### O107 mein badlav\n- Doodh: ~~40 packet~~ **30 packet**"])
def test_a_struck_count_in_a_change_to_an_order_is_a_cut(text):
    assert _rows(read_message(text, email=True)) == [("cancel", "milk-500ml", 10, "O107")]


def test_a_struck_count_raised_in_a_change_adds_the_difference():
    text = "### Changes to O107\n- Milk: ~~30 packets~~ **40 packets**"
    # the rule stages alone: lang.second_opinion refuses some of these (its cost; docs/reader.md)
    assert _rows(read_message(text, email=True, second_opinion=False)) == [("order", "milk-500ml", 10, "O107")]


@pytest.mark.parametrize("text", ["### Order for tomorrow\n- Milk: ~~40 packets~~ **30 packets**\n- Bread 10 packets",
                                  "### कल का ऑर्डर\n- दूध: ~~40 पैकेट~~ **30 पैकेट**\n- ब्रेड 10 पैकेट"])
def test_a_struck_count_in_a_new_order_orders_the_new_count(text):
    assert _rows(read_message(text, email=True)) == [("order", "milk-500ml", 30, None), ("order", "bread-400g", 10, None)]


@pytest.mark.parametrize("text", ["### Changes to O86\n- Salt: 20 kg\n- Soap (Lifebuoy): **cancel**",
                                  "### O86 में बदलाव\n- नमक: 20 किलो\n- साबुन (लाइफ़बॉय): **रद्द**",
                                  "### O86 mein badlav\n- Namak: 20 kilo\n- Sabun (Lifebuoy): **cancel**"])
def test_a_bare_count_in_a_change_to_an_order_is_refused(text):
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.quantity_change" and r.reason_args["item"] == "salt"


@pytest.mark.parametrize("text", ["### Changes to O86\n- Salt: 20 kg – no change\n- Soap (Lifebuoy): **cancel**",
                                  "### O86 में बदलाव\n- नमक: 20 किलो – कोई बदलाव नहीं\n- साबुन (लाइफ़बॉय): **रद्द**",
                                  "### O86 mein badlav\n- Namak: 20 kilo – koi badlav nahi\n- Sabun (Lifebuoy): **cancel**"])
def test_a_count_said_unchanged_in_a_change_to_an_order_is_its_own(text):
    # the salt's 20 kg said to stay is what O86 holds (lang.kept_counts; holdout42 hi-u051's and en-u020's golds)
    assert _rows(read_message(text, email=True)) == [("cancel", "bath-soap-75g", None, "O86")]


@pytest.mark.parametrize("text", ["**ऑर्डर O142 में बदलाव**\n- दूध: ~~20 लीटर~~ → **10 लीटर**\n- दही: कोई बदलाव नहीं",
                                  "**O142 mein badlav**\n- Doodh: ~~20 litre~~ → **10 litre**\n- Dahi: koi badlav nahi",
                                  "**Changes to O142**\n- Milk: ~~20 litres~~ → **10 litres**\n- Curd: no change"])
def test_no_change_refuses_nothing(text):
    assert _rows(read_message(text, email=True)) == [("cancel", "milk-500ml", 20, "O142")]


@pytest.mark.parametrize("text", ["O61: Bread: cancel all 20", "O61: Bread: cancel 20", "O61 mein bread: cancel sab 20"])
def test_a_count_after_the_cancel_word_is_the_count_cancelled(text):
    assert _rows(read_message(text, email=True)) == [("cancel", "bread-400g", 20, "O61")]


@pytest.mark.parametrize("text,sku,oid", [("Skip the paneer from O22, rest same.", "paneer-200g", "O22"),
                                          ("Paneer skip karo O22 se, baaki same.", "paneer-200g", "O22"),
                                          ("O22 से पनीर skip कर दो, बाकी वैसा ही।", "paneer-200g", "O22"),
                                          ("O61 के अंडे रहने दो।", "eggs-1pc", "O61"),
                                          ("O61 ke ande rehne do.", "eggs-1pc", "O61")])
def test_an_item_skipped_from_a_named_order_is_cancelled_from_it(text, sku, oid):
    """Breaker M: each had been a refusal with the order id lost, so the order still shipped the goods."""
    assert _rows(read_message(text, email=True)) == [("cancel", sku, None, oid)]


@pytest.mark.parametrize("text", ["Skip the paneer this week.", "O22 came fine. Skip the paneer this week."])
def test_an_item_skipped_with_no_order_beside_it_is_refused(text):
    assert _rows(read_message(text, email=True)) == [("reject", "paneer-200g", None, None)]


def test_an_order_asked_after_with_or_not_drops_nothing():
    r = read_message("Saath hi batayein ki O33 (ghee wala) nikla ya nahi.", email=True)
    assert not any(i.kind == "cancel" for i in r.intents)


@pytest.mark.parametrize("text", [
    "O18: eggs cut 6 trays → 3 trays. Instead send 2 cases Coke 750ml @ ₹38/btl.",
    "O18 me ande 6 tray se 3 tray kar do, uski jagah 2 peti Coke 750ml bhejo @ ₹38/bottle.",
    "O18 में अंडे 6 ट्रे से घटाकर 3 ट्रे कर दो, उसकी जगह 2 पेटी कोक 750ml भेजो, ₹38 बोतल।",
])
def test_a_priced_replacement_joins_the_order_cut(text):
    """``lang.order_changed.instead_on_the_order``: a price of its own does not make the replacement a new order
    (holdout65 b010; fixer H, thirtieth session); a whole order cancelled still leaves it new."""
    assert _rows(read_message(text, email=True)) == [
        ("cancel", "eggs-1pc", 90, "O18"), ("order", "soft-drink-750ml", 24, "O18")]
