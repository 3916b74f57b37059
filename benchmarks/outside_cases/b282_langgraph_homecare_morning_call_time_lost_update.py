"""Batch 282 (held out). A home care agency's carers' rota: LangGraph InMemoryStore (sync), two writers in threads.

App: Calder Care at Home run about 30 clients round Elland - calls of 30 or 45 minutes, four a day for most, carers
on runs. The office helper keeps one record per client in ("calder-care", "clients") - call times, who's on the
run, what's done at each call - and the office's messages in ("calder-care", "msgs"). The weekly rota job (a script
that copies the hours from the rota spreadsheet) reads each client's record, adds the week's hours and writes the
whole record back; Michelle, the care coordinator, edits the same record at the same time.

Planted fault (UpdateError, lost update): the rota job reads Arthur Booth's record (morning call 8.00 with Dawn,
lunch 12.30, tea 4.45, bed 8.30 - 45 mins am, 30 the rest); Michelle writes in, Fri 3/2, that from Mon 6/2 his
morning call's 7.15 not 8 - he's on the new insulin before breakfast and the district nurse wants it done by 7.30 -
rest as was; the rota job then puts back its stale copy with the hours, losing Michelle's edit. Question (Weds 8/2,
Jade, covering Dawn's run tomorrow): "what time's Arthur Booth's morning call? covering Dawn's run tmrw + don't want
to be late for him" -> expected 7.15 (moved for his insulin before breakfast). The assistant says 8.00.

Expected verdict: UpdateError at langgraph.store.put (the rota job's put, wrapped in fault()): Michelle's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
call time. Asserted: Michelle's edit was in the store before the stale put; Arthur's record has the week's hours
and the 8.00 morning call, and no context line has 7.15, insulin or the district nurse.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b282_langgraph_homecare_morning_call_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CLIENTS = ("calder-care", "clients")
MSGS = ("calder-care", "msgs")
KEY = "arthur-booth"
RECORDS = {
    KEY: {"calls": "Arthur Booth, 3 Ainley Rd - am 8.00 (45 min, wash + dress, breakfast), lunch 12.30, tea 4.45, bed "
                   "8.30 (30 mins each). Dawn's run am, Jade pm. he likes the radio on, Radio Leeds",
          "by": "Michelle"},
    "mavis-ibbotson": {"calls": "Mavis Ibbotson - 2 calls, 9.30 + 7pm, meds prompt + a cuppa, her son does tea. "
                                "dog's friendly but jumps",
                       "by": "Michelle"},
    "norman-lee": {"calls": "Norman Lee - double up am + bed (hoist), Dawn + Jade am 7.45, Lorraine + Kev bed 9pm",
                   "by": "Michelle"},
}
MSG_LINES = [
    ("2051-01-27T16:20", "office", "mileage forms in by the 1st pls or it's next month's pay"),
    ("30/1", "Michelle", "Arthur's daughter's away till the 20th, ring me not her if anything"),
    ("Thu 2nd Feb", "Dawn", "Arthur's out of bread + milk, I've left a note for the tea call to pick some up"),
]
EDIT = {"calls": "Arthur Booth, 3 Ainley Rd - FROM MON 6/2 am is 7.15 not 8!! he's on the new insulin b4 breakfast "
                 "+ the district nurse wants it done by 7.30. rest as was: lunch 12.30, tea 4.45, bed 8.30. Dawn's "
                 "run am, Jade pm. Radio Leeds on",
        "edited": "Michelle fri 3/2"}
HOURS = {"hours": "w/c 6/2: 15.75 hrs (7 x 45 + 21 x 30)", "by": "rota job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CLIENTS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rota_job() -> None:
    copy = dict(store.get(CLIENTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(HOURS)
    with fault():
        store.put(CLIENTS, KEY, copy)


def michelle_edit() -> None:
    read_done.wait()
    item = store.get(CLIENTS, KEY)
    store.put(CLIENTS, KEY, {**item.value, **EDIT})
    assert "am is 7.15 not 8" in store.get(CLIENTS, KEY).value["calls"]
    edit_done.set()


threads = [threading.Thread(target=rota_job, name="rota-job"),
           threading.Thread(target=michelle_edit, name="michelle-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's Arthur Booth's morning call? covering Dawn's run tmrw + don't want to be late for him"
context = ["Today is Weds 8 February 2051. You are talking to Jade, a carer at Calder Care at Home."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CLIENTS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "am 8.00" in c and "15.75 hrs" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("7.15", "insulin", "district nurse")), context
reply = answer(f"(Jade) {question}", context,
               mock="8.00 - it's a 45 minute call (wash, dress and breakfast). Radio Leeds on for him!")
finish(question, expected="7.15 - moved from 8 for his insulin before breakfast", actual=reply)
