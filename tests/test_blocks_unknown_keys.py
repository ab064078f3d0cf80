"""An item line of a fenced block with a key the block does not take is refused, naming the key and the one meant
(the new-user trial, twelfth session): read as if absent, ``"price_inr": 36`` had booked an order at the list
price (₹40.50) — a purchase above what the model asked — and ``"qty": 20`` had got "quantity … got None" with no
word of the key; ``"unit": "kg"`` would have counted 50 kg of atta as 50 packets."""
import pytest

from lang.reader import read_message


def _block(tag, line):
    import json
    return f"```{tag}\n{json.dumps({'items': [line]})}\n```"


@pytest.mark.parametrize("tag,line,code,words", [
    ("order", {"sku": "rice-1kg", "quantity": 20, "price_inr": 36}, "no_price", "did you mean 'unit_price_inr'"),
    ("order", {"sku": "rice-1kg", "quantity": 20, "unit_price": 36}, "no_price", "did you mean 'unit_price_inr'"),
    ("order", {"item": "rice", "qty": 20}, "no_quantity", "did you mean 'quantity'"),
    ("order", {"item": "atta", "quantity": 50, "unit": "kg"}, "no_quantity", "selling units"),
    ("negotiate", {"name": "rice", "action": "offer", "unit_price_inr": 36}, "no_item", "did you mean 'item'"),
    ("order", {"item": "rice", "quantity": 20, "colour": "red"}, "no_intent", "'colour'"),
])
def test_an_unknown_key_is_refused_naming_it(tag, line, code, words):
    r = read_message(_block(tag, line), email=True)
    assert not r.readable and r.reason.startswith(code + ":") and words in r.reason, r.reason


def test_a_refusal_of_a_key_reaches_a_hindi_supplier_in_hindi():
    from lang.reasons import WHY
    r = read_message(_block("order", {"sku": "rice-1kg", "quantity": 20, "price_inr": 36}), email=True)
    assert r.reason_key == "no_price.block" and WHY["no_price.block"]["hi"] == "ब्लॉक में भाव ठीक नहीं"


@pytest.mark.parametrize("tag,line,row", [
    ("order", {"sku": "rice-1kg", "quantity": 20, "unit_price_inr": 36}, ("order", "rice-1kg", 20, 3600)),
    ("negotiate", {"item": "rice", "action": "offer", "unit_price_inr": 36}, ("offer", "rice-1kg", None, 3600)),
])
def test_the_keys_a_block_takes_still_read(tag, line, row):
    r = read_message(_block(tag, line), email=True)
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [row]
