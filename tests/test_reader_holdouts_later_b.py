"""The later held-out corpora's floors, part 2 of 3: the corpora ``share(1)`` of
``tests/test_reader_holdouts_later.py`` (MEASURED and each corpus's history are there)."""
from test_reader_holdouts_later import share_tests

scores, test_later_holdouts_read_no_worse_than_measured = share_tests(1)
