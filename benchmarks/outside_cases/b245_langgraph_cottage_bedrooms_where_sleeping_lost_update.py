"""Batch 245 (held out). A family's holiday cottage booking: LangGraph InMemoryStore (sync), two writers in threads.

App: the Sutcliffe family have booked Hollin Hall Cottage near Kettlewell for Sat 24th - Sat 31st Aug 2047 - Mum
and Dad, Auntie Jean, Uncle Pete, the two girls (Chloe and Megan), the two boys, and the dog. The family's helper
keeps one record per part of it in ("sutcliffe-cottage-2047", "plan") - the rooms, the money, the cars, the food -
and the family WhatsApp in ("sutcliffe-cottage-2047", "chat"). The booking job (Dad's script that copies the
owner's confirmation emails into the helper) reads the rooms record, adds the confirmation line and writes the
whole record back; Mum edits the same record at the same time.

Planted fault (UpdateError, lost update): the booking job reads the rooms record (one line, a name beside each
room: big double - Mum + Dad, downstairs twin - Chloe + Megan, attic w/ the window seat - the boys, sofa bed in the
snug - Uncle Pete, Jean in the single); Mum writes in, Tue 20th, that Nan's coming after all, she can't do the
stairs with her hip so she's having the downstairs twin with Jean, the girls are up in the attic, the boys on the
blow-up beds in the snug and Pete's in the tent; the booking job then puts back its stale copy with its
confirmation line, losing Mum's edit. Question (Thu 22/8, Chloe): "where am I sleeping at the cottage? Megan says
we're downstairs, I want the window seat 😂" -> expected the attic (with Megan, the window seat room). The assistant
says the downstairs twin.

Expected verdict: UpdateError at langgraph.store.put (the booking job's put, wrapped in fault()): Mum's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides where Chloe
sleeps. Asserted: Mum's edit was in the store before the stale put; the rooms record has the confirmation line and
the girls in the downstairs twin, and no context line has Nan, the hip or the tent.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b245_langgraph_cottage_bedrooms_where_sleeping_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("sutcliffe-cottage-2047", "plan")
CHAT = ("sutcliffe-cottage-2047", "chat")
KEY = "rooms"
RECORDS = {
    KEY: {"details": "rooms: big double (en suite) - Mum + Dad, downstairs twin - Chloe + Megan, attic w/ the window "
                     "seat - the boys, sofa bed in the snug - Uncle Pete, the little single - Auntie Jean. Bess in "
                     "the kitchen in her crate",
          "by": "Mum"},
    "money": {"details": "£1,320 the wk, deposit £300 paid 2047-06-02T09:00, balance £1,020 due the 14th (paid). "
                         "split 3 ways w/ Jean + Pete",
              "by": "Dad"},
    "cars": {"details": "our car - Mum, Dad, the girls + Bess; Pete's van - the boys + the bikes; Jean drives "
                        "herself (she likes to stop at every garden centre 🙄)",
             "by": "Dad"},
    "food": {"details": "big shop at Morrisons Skipton on the way, Jean's doing a lasagne for the 1st nite, chippy "
                        "in Grassington one nite",
             "by": "Jean"},
}
CHAT_LINES = [
    ("2047-07-01T19:40", "Pete", "I'll bring the tent in case it's a squeeze 🏕️"),
    ("Sat 3rd", "Megan", "is there wifi?? - Mum: yes but it's rubbish apparently"),
    ("the 14th", "Dad", "balance paid, owner says key's in the box, code to follow"),
]
EDIT = {"details": "rooms - CHANGE 😬 Nan's coming after all!! she can't do the stairs w/ her hip so she's having "
                   "the downstairs twin w/ Jean. Chloe + Megan up in the attic (window seat, fight over it 😂), boys "
                   "on the blow up beds in the snug, Pete's in his tent in the garden. big double - Mum + Dad as was",
        "edited": "Mum tue 20th"}
CONFIRM = {"confirmed": "owner's confirmation: Hollin Hall Cottage sat 24th - sat 31st aug, sleeps 8 + cot, 1 dog ok",
           "by": "booking job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def booking_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(CONFIRM)
    with fault():
        store.put(PLAN, KEY, copy)


def mum_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "Chloe + Megan up in the attic" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=booking_job, name="booking-job"),
           threading.Thread(target=mum_edit, name="mum-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where am I sleeping at the cottage? Megan says we're downstairs, I want the window seat 😂"
context = ["Today is Thu 22 August 2047. You are talking to Chloe Sutcliffe, who's going to the family's holiday "
           "cottage (Sat 24 - Sat 31 Aug)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY + ":") and "downstairs twin - Chloe + Megan" in c and "owner's confirmation" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("nan's", "her hip", "in his tent")), context
reply = answer(f"(Chloe) {question}", context,
               mock="Megan's right - you two are in the downstairs twin. The window seat's in the attic, which the "
                    "boys have.")
finish(question, expected="in the attic with Megan (the window seat room) - Nan's having the downstairs twin",
       actual=reply)
