"""Batch 128 (held out). A camera club's competition records: LangGraph InMemoryStore (sync), two writers in threads.

App: Harbury Camera Club keeps one record per competition in ("harbury", "comps") (judge, format, hand-in, judging
night) and members' odd notes in ("harbury", "notes"). The treasurer's entry-fee job reads a competition's record,
adds who's paid, and writes the whole record back; Linda, the competition secretary, edits the same record at the same
time.

Planted fault (UpdateError, lost update): the fee job reads the Landscape round's record (judge Alan Reeve ARPS,
mounted prints max 50x40, 2 per member, hand-in Tue 10th March at club night, judged Tue 24th in the hall); Linda
writes that Alan's had a fall and is judging from home over zoom, so it's PDIs only this time - no prints - upload to
the website by Sun 8th, 1920x1080 jpegs, judging on the big screen on the 24th; the fee job then puts back its stale
copy with the fees, losing her edit. Question (Mon 2/3, Rob, a member): "do I need to get my landscape prints mounted
for hand-in? was going to the framers sat" -> expected no - it's PDIs only now (Alan's judging over zoom), upload by
Sun 8th. The assistant says yes, mounted, max 50x40.

Expected verdict: UpdateError at langgraph.store.put (the fee job's put, wrapped in fault()): Linda's write landed and
the later put from a copy read before it overwrote it, so the store lost the format that decides the answer.
Asserted: Linda's edit was in the store before the stale put; the record has the fees and the mounted prints, and no
context line mentions zoom or Alan's fall.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b128_langgraph_photo_landscape_prints_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

COMPS = ("harbury", "comps")
NOTES = ("harbury", "notes")
KEY = "landscape-rd3"
RECORDS = {
    KEY: {"comp": "Landscape (league rd 3)", "judge": "Alan Reeve ARPS", "format": "mounted prints, max 50x40, 2 per "
          "member", "hand-in": "Tue 10th March at club night", "judging": "Tue 24th March, in the hall, 7.30"},
    "mono": {"comp": "Mono (open)", "judge": "Pat Kenyon", "format": "prints or PDIs, 3 per member",
             "hand-in": "Tue 3rd March", "judging": "Tue 17th March, 7.30"},
    "nature": {"comp": "Nature", "judge": "tbc (Linda asking the Leamington lot)", "format": "PDIs only, 1920x1080",
               "hand-in": "upload by Sun 5th April", "judging": "Tue 21st April"},
}
NOTE_LINES = [
    ("14/1", "Mike", "mounts - Harbury Framers do members 10% off till end of march, say you're from the club"),
    ("Weds 4 Feb", "Linda", "league results rd 2 - we're 3rd of 8, Rob's sunset got a 19!"),
    ("16th feb", "Kev", "projector bulb's been replaced, £85 out of club funds, receipt to Mike"),
]
EDIT = {"format": "PDIs ONLY this time, no prints - Alan's had a fall + is judging from home over zoom. upload to the "
                  "website by sun 8th, 1920x1080 jpegs",
        "judging": "Tue 24th March, Alan on zoom on the big screen, 7.30",
        "edited": "Linda sat 28/2"}
FEES = {"entry fees": "£2 a round - paid: Rob, Jan, Kev, Sandra, Mike, Ade (6 so far), tin's in the cupboard",
        "fees checked": "Mike"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(COMPS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def fee_job() -> None:
    copy = dict(store.get(COMPS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(FEES)
    with fault():
        store.put(COMPS, KEY, copy)


def linda_edit() -> None:
    read_done.wait()
    item = store.get(COMPS, KEY)
    store.put(COMPS, KEY, {**item.value, **EDIT})
    assert store.get(COMPS, KEY).value["format"].startswith("PDIs ONLY")
    edit_done.set()


threads = [threading.Thread(target=fee_job, name="treasurer-entry-fees"),
           threading.Thread(target=linda_edit, name="linda-comp-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do I need to get my landscape prints mounted for hand-in? was going to the framers sat"
context = ["Today is Mon 2 March 2037. You are talking to Rob, a member of Harbury Camera Club."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(COMPS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "mounted prints, max 50x40" in c and "Ade (6 so far)" in c
           for c in context), context
assert not any("zoom" in c or "had a fall" in c for c in context), context
reply = answer(question, context, mock="Yes - mounted prints, max 50x40, two each, in by club night on Tue 10th. "
                                       "Framers do 10% off for members.")
finish(question, expected="no - it's PDIs only this round, Alan's judging over zoom; upload by Sun 8th",
       actual=reply)
