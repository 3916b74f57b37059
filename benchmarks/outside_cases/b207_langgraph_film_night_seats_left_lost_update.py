"""Batch 207 (held out). A village hall's film night: LangGraph InMemoryStore (sync), two writers in threads.

App: Hopton Castle village hall shows "The Railway Children" on Fri 23rd Oct 2048 - the hall's own projector and
screen, tickets from the post office and on the door, ice creams in the interval. The hall's helper keeps one record
per part in ("hopton-hall-film-night-2048", "night") - the seats, the projector, the ice creams - and people's
messages in ("hopton-hall-film-night-2048", "msgs"). The ice-cream job (Brenda, who does the interval) reads the
seats record, adds how many tubs to order off it, and writes the whole record back; Roy (the hall's bookings sec)
edits the same record at the same time.

Planted fault (UpdateError, lost update): the ice-cream job reads the seats record (80 chairs out in rows of 10, 52
tickets gone so far - 38 from the post office, 14 booked by phone); Roy writes in, 14/10, that the Scouts have
borrowed 10 of the stacking chairs for their camp and won't have them back till the 30th, so it's 70 chairs, rows of
10 still; the ice-cream job then puts back its stale copy with its tub line (order 60 tubs, vanilla + strawberry,
Brenda collects from the cash + carry on the Thursday), losing Roy's edit. Question (Mon 19/10, Sandra at the post
office): "how many more tickets can I sell for friday? someone wants 6" -> expected 18 (70 chairs less the 52 gone).
The assistant says 28 (80 less 52).

Expected verdict: UpdateError at langgraph.store.put (the ice-cream job's put, wrapped in fault()): Roy's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides how many
tickets are left. Asserted: Roy's edit was in the store before the stale put; the seats record has the tub line and
"80 chairs", and no context line has 70 chairs, the Scouts or their camp.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b207_langgraph_film_night_seats_left_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NIGHT = ("hopton-hall-film-night-2048", "night")
MSGS = ("hopton-hall-film-night-2048", "msgs")
KEY = "seats"
RECORDS = {
    KEY: {"chairs": "80 chairs out, rows of 10, aisle down the middle",
          "sold": "52 gone so far - 38 from the post office, 14 booked by phone (names on the list by the till)"},
    "projector": {"details": "hall's own projector + the pull-down screen, Dennis doing the laptop, test it thurs "
                             "22nd 7ish, the remote's in the kitchen drawer",
                  "by": "Dennis"},
    "film": {"details": "The Railway Children (the old one, 1970), doors 7, film 7.30, interval halfway, £5 adults "
                        "£3 kids",
             "by": "Roy"},
}
MSG_LINES = [
    ("2048-10-02T18:40", "Sandra", "tickets are on the counter at the PO now, I'll keep a tally"),
    ("7/10", "Dennis", "found the HDMI lead 🙌 was in the Brownies' cupboard of all places"),
    ("Sun 11th", "Pat", "can we have the heaters on this time? it was perishing at Brief Encounter"),
]
EDIT = {"chairs": "70 chairs now - the Scouts have borrowed 10 of the stacking ones for their camp + won't have them "
                  "back till the 30th. still rows of 10",
        "edited": "Roy 14/10"}
TUBS = {"ice creams": "order 60 tubs, vanilla + strawberry, I'll collect from the cash + carry thurs",
        "by": "ice cream job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(NIGHT, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def ice_cream_job() -> None:
    copy = dict(store.get(NIGHT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TUBS)
    with fault():
        store.put(NIGHT, KEY, copy)


def roy_edit() -> None:
    read_done.wait()
    item = store.get(NIGHT, KEY)
    store.put(NIGHT, KEY, {**item.value, **EDIT})
    assert "70 chairs now" in store.get(NIGHT, KEY).value["chairs"]
    edit_done.set()


threads = [threading.Thread(target=ice_cream_job, name="ice-cream-job"),
           threading.Thread(target=roy_edit, name="roy-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many more tickets can I sell for friday? someone wants 6"
context = ["Today is Mon 19 Oct 2048. You are talking to Sandra, who sells the film night tickets at Hopton Castle "
           "post office; the film night is Fri 23 Oct."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(NIGHT, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "80 chairs out" in c and "60 tubs" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("70 chairs", "scouts", "camp")), context
reply = answer(question, context, mock="28 more - 80 chairs and 52 gone, so yes to the 6.")
finish(question, expected="18 - 70 chairs now (the Scouts have 10 of them), 52 tickets gone", actual=reply)
