"""Batch 62 (held out). A brass band's contest season: LangGraph InMemoryStore (sync), two writers in threads.

App: Kingswood Silver Band (3rd section) keeps its contest season in ``("kingswood-silver", "contests")`` (key = the
contest; value = a few fields) and the committee's notes in ``("kingswood-silver", "notes")``. Two things write a
contest's record: the librarian's helper script (reads the record, adds the date the parts were sent out, writes the
whole record back) and Gill, the band secretary, from her laptop.

Planted fault (UpdateError, lost update): the librarian's script reads the Area contest record; then Gill writes in
what she has just sorted: "Kev can't do the 6th after all - his Amy's wedding got moved up from May and he's giving
her away!! so Lucy Tran from Thornbury Silver is on loan to us on principal for the day, registered w the BBBA
27/1, she's done Resurgam before". The script then writes back its stale copy, which still has Kev. Question (Thu
4/3, the MD): "who's sitting on principal cornet at the Area?" -> expected Lucy Tran, on loan from Thornbury. The
assistant says Kev Marsh.

Expected verdict: UpdateError at langgraph.store.put, the librarian script's put (inside fault()). Asserted: Gill's
edit is in the record before the script's put and missing from the final context, which has Kev and the script's
line. Another reading: none that we see; nothing is deleted, and the notes don't name the Area's principal cornet.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b62_langgraph_band_principal_cornet_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CONTESTS = ("kingswood-silver", "contests")
NOTES = ("kingswood-silver", "notes")
KEY = "West of England Area - sat 6 Mar"
RECORDS = {
    "Butlins Minehead - Jan": {"result": "4th of 17, best soprano (Jordan!)", "principal cornet": "Kev Marsh"},
    KEY: {"test piece": "Resurgam (Ball)", "venue": "Cheltenham Town Hall", "principal cornet": "Kev Marsh",
          "draw": "fri 5th 8pm, Gill goes"},
    "Wychavon - May 17th": {"own choice": "Napoli + Nimrod + a march", "principal cornet": "Kev Marsh"},
    "Whit Friday marches - 21/5": {"march": "Knight Templar", "coach": "£22 a head, deposit by end of April"},
}
COMMITTEE = [
    ("12/1", "Gill", "registration fee for the Area £65 paid, players' cards all up to date bar Jordan's"),
    ("Jan 20th", "Mike (MD)", "extra rehearsal weds 24 Feb + weds 3 Mar, 7.30, full band, no excuses"),
    ("3.2.27", "Sue (librarian)", "Resurgam parts - 2 missing (2nd bari + rep), ordered from Wright & Round"),
    ("Sat 13 Feb", "Gill", "coach to Cheltenham booked, Bakers Dolphin, leave the bandroom 7.15"),
]
EDIT = ("Kev can't do the 6th after all - his Amy's wedding got moved up from May and he's giving her away!! so Lucy "
        "Tran from Thornbury Silver is on loan to us on principal for the day, registered w the BBBA 27/1, she's "
        "done Resurgam before")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CONTESTS, key, record)
for i, (day, who, text) in enumerate(COMMITTEE, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def librarian_script() -> None:
    copy = dict(store.get(CONTESTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"parts": "full set sent out 28/1, spares in the grey box"})
    with fault():
        store.put(CONTESTS, KEY, copy)


def gill_edit() -> None:
    read_done.wait()
    item = store.get(CONTESTS, KEY)
    store.put(CONTESTS, KEY, {**item.value, "principal cornet": EDIT, "edited": "Gill (sec), 28 Jan late"})
    assert "Lucy Tran from Thornbury Silver" in store.get(CONTESTS, KEY).value["principal cornet"]
    edit_done.set()


threads = [threading.Thread(target=librarian_script, name="librarian-script"),
           threading.Thread(target=gill_edit, name="gill-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's sitting on principal cornet at the Area?"
contests = store.search(CONTESTS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Thu 4 March 2027. You are talking to Mike, the musical director."] + \
          [f"{e.key}: {flat(e.value)}" for e in contests] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "principal cornet: Kev Marsh" in c and "full set sent out" in c for c in context), \
    context
assert not any("Lucy" in c or "Thornbury" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="Kev Marsh, as for the rest of the season - parts went out on 28/1.")
finish(question, expected="Lucy Tran, borrowed from Thornbury - Kev's at his daughter's wedding", actual=reply)
