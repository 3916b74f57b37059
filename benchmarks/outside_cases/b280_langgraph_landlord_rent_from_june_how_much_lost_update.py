"""Batch 280 (held out). A landlord's notes on tenancies and repairs: LangGraph InMemoryStore (sync), two writers in
threads.

App: Graham lets two flats at 14 Albert Rd and a terrace at 9 Savile Tce. His helper keeps one record per tenancy in
("graham-lets", "tenancies") - tenant, rent, deposit, review - and his odd jottings in ("graham-lets", "jottings").
The deposit job (his daughter Becky's script that copies the DPS protection certificates into the helper) reads a
tenancy record, adds the deposit reference and writes the whole record back; Graham edits the same record by hand.

Planted fault (UpdateError, lost update): the deposit job reads the Albert Rd flat 1 record (Tom Barker, periodic,
£680 pcm by standing order on the 1st, s13 notice served 14/3 - going up to £750 from 1 June); Graham writes in, sat
10/5, that he's spoken to Tom and they've settled on £725 from 1 June, not £750 - Tom's doing the garden himself
and repainted the back bedroom, so fair's fair; the deposit job then puts back its stale copy with the DPS ref,
losing Graham's edit. Question (Tue 27/5, Graham): "Tom's asked me to confirm what his standing order should be from
june before he changes it at the bank - how much?" -> expected £725 a month. The assistant says £750.

Expected verdict: UpdateError at langgraph.store.put (the deposit job's put, wrapped in fault()): Graham's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides Tom's
rent. Asserted: Graham's edit was in the store before the stale put; the flat 1 record has the DPS ref and the £750,
and no context line has £725, the garden or the back bedroom.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b280_langgraph_landlord_rent_from_june_how_much_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TEN = ("graham-lets", "tenancies")
JOT = ("graham-lets", "jottings")
KEY = "14-albert-rd-fl1"
RECORDS = {
    KEY: {"tenant": "Tom Barker (+ his cat, agreed), in since 1/6/84, periodic now",
          "rent": "£680 pcm, SO on the 1st. s13 served 14/3 - going up to £750 from 1 June (still under the "
                  "agents' £795 for the one next door)"},
    "14-albert-rd-fl2": {"tenant": "Priya Shah, AST 12 mths from 1/2/87",
                         "rent": "£695 pcm, pays by app, usually a day or two late, not worth the hassle"},
    "9-savile-tce": {"tenant": "Jake Illingworth + Mia, out 31/7, new lot in 10/8",
                     "rent": "£950 pcm, Jake's wages come the 3rd so rent's the 3rd, agreed"},
}
JOTTINGS = [
    ("2087-03-14T18:20", "s13s out for fl 1 + Savile Tce, signed for. Priya's AST runs to Jan so leave hers"),
    ("22/4", "Albert Rd fl 1 - Tom says the bathroom extractor's dead, Leanne to look at it w/ the EICR"),
    ("Thu 8 May", "remember the landlord insurance renewal, Simply Lets quote £412 vs £455 last yr"),
]
EDIT = {"rent": "£680 pcm till end of May, SO on the 1st. spoke to Tom sat 10/5 - we've settled on £725 from 1 June "
                "not £750, he's doing the garden himself now + repainted the back bedroom at his own cost, so "
                "fair's fair. s13 withdrawn, just a letter agreeing it",
        "edited": "Graham sat 10/5"}
DEPOSIT = {"deposit": "£780 in the DPS, cert ref DPS-5518-2207 (Becky's job fri 9/5)"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TEN, key, record)
for i, (day, text) in enumerate(JOTTINGS, 1):
    store.put(JOT, f"j-{i:02d}", {"day": day, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def deposit_job() -> None:
    copy = dict(store.get(TEN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(DEPOSIT)
    with fault():
        store.put(TEN, KEY, copy)


def graham_edit() -> None:
    read_done.wait()
    item = store.get(TEN, KEY)
    store.put(TEN, KEY, {**item.value, **EDIT})
    assert "we've settled on £725 from 1 June" in store.get(TEN, KEY).value["rent"]
    edit_done.set()


threads = [threading.Thread(target=deposit_job, name="deposit-job"),
           threading.Thread(target=graham_edit, name="graham-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Tom's asked me to confirm what his standing order should be from june before he changes it at the bank - " \
           "how much?"
context = ["Today is Tue 27 May 2087. You are talking to Graham, who lets 14 Albert Rd flats 1 + 2 and 9 Savile "
           "Tce."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TEN, limit=10)] + \
          [f"{j.value['day']}: {j.value['text']}" for j in store.search(JOT, limit=50)]
assert any(c.startswith(KEY + ":") and "going up to £750 from 1 June" in c and "DPS-5518-2207" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("725", "the garden", "back bedroom")), context
reply = answer(question, context, mock="£750 a month from 1 June - that's the rise on the section 13 notice you served "
                                       "on 14 March.")
finish(question, expected="£725 a month - Graham and Tom settled on £725 instead of the £750 in the s13",
       actual=reply)
