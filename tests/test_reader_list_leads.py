"""A list's lead word ("Next:", "So", "Then", "Phir", "Ab", "अब") before goods and a count is no word the reader does
not know: "Next: 1 kg tea please" is an order like "1 kg tea please" (breaker M, thirteenth session: each had been
refused as an unknown word, "what should we do with the tea leaves: send, price or cancel?")."""
import pytest

from lang.reader import read_message


@pytest.mark.parametrize("text,sku,qty", [("Next: 1 kg tea please.", "tea-250g", 4),
                                          ("So 20 kg onion please.", "onion-1kg", 20),
                                          ("Ab 10 kilo chini bhi.", "sugar-1kg", 10),
                                          ("अब 10 किलो चीनी।", "sugar-1kg", 10),
                                          ("Phir 10 kilo chini.", "sugar-1kg", 10)])
def test_a_lead_word_before_goods_keeps_the_order(text, sku, qty):
    r = read_message(text, email=True)
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", sku, qty)]


@pytest.mark.parametrize("text,sku,qty", [("Which oil? Mustard oil. 15 litres.", "mustard-oil-1l", 15),
                                          ("Send rice. 20 kg.", "rice-1kg", 20),
                                          ("चीनी। 20 किलो भेजिए।", "sugar-1kg", 20),
                                          ("Konsa tel? Sarson tel. 15 litre.", "mustard-oil-1l", 15)])
def test_a_count_said_alone_after_the_goods_named_alone_is_theirs(text, sku, qty):
    """Breaker M (second-turn replies): the count in a sentence of its own after a sentence naming only the goods had
    been refused ("how many mustard oil?")."""
    r = read_message(text, email=True)
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", sku, qty)]
