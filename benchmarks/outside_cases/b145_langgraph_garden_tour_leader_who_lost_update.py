"""Batch 145 (held out). A community garden's open day planning: LangGraph InMemoryStore (sync), two writers in
threads.

App: Wharf Street Community Garden in Sowerby Bridge has its open day on Sun 21st June (11-4: guided tours of the
beds, the plant stall, teas in the polytunnel, the kids' bug hunt). The helper keeps one record per activity in
("wharf-st-garden", "open-day") - when, where, who's leading it - and the committee's odd notes in
("wharf-st-garden", "notes"). The signage job reads an activity's record, adds the wording for its A-board, and
writes the whole record back; Nadia, the chair, edits the same record at the same time.

Planted fault (UpdateError, lost update): the signage job reads the tours record (on the hour 11-3, from the gate,
led by Geoff - bed 7, the veg beds); Nadia writes in, on Thu 18/6, that Priya (bed 12, the herb spiral) is leading
them now - Geoff's done his back in shifting the compost bins and he'll sit on the teas instead, doctor's orders -
and the signage job then puts back its stale copy with the A-board wording, losing her edit. Question (Sat 20/6,
Kath, who's on the gate): "who's doing the tours tmrw? folk keep asking at the gate and i want to point them the
right way" -> expected Priya from bed 12, the herb spiral (Geoff's done his back). The assistant says Geoff.

Expected verdict: UpdateError at langgraph.store.put (the signage job's put, wrapped in fault()): Nadia's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Nadia's edit was in the store before the stale put; the record has the A-board wording and Geoff,
and no context line mentions Priya or his back.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b145_langgraph_garden_tour_leader_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ACTIVITIES = ("wharf-st-garden", "open-day")
NOTES = ("wharf-st-garden", "notes")
KEY = "tours"
RECORDS = {
    KEY: {"when": "on the hour 11-3, 40ish mins", "where": "from the gate, round all 14 beds + the pond",
          "leading": "Geoff (bed 7, the veg beds)"},
    "plant-stall": {"when": "11-4 or till it's gone", "where": "by the shed", "leading": "Maureen + Tom"},
    "bug-hunt": {"when": "12 + 2", "where": "the wild corner", "leading": "Sam from the Brownies, nets from school"},
    "teas": {"when": "11-4", "where": "the polytunnel", "leading": "Ruth, cakes by whoever bakes"},
}
NOTE_LINES = [
    ("14/3", "Nadia", "open day sun 21st june agreed at the AGM, 11-4, free, donations for the new water butts"),
    ("22.3.", "Tom", "plant stall - everyone pot up spares pls, toms + courgettes esp. 50p a pot"),
    ("Weds 8 Apr", "Ruth", "urn borrowed from the Wesleyan, need it back by 6 sun. loo = the library's, ask first"),
]
EDIT = {"leading": "Priya (bed 12, the herb spiral) - Geoff's done his back in shifting the compost bins, he'll sit "
                   "on the teas instead, doctor's orders",
        "edited": "Nadia 18/6"}
SIGN = {"a-board": "GARDEN TOURS - on the hour from the gate, all welcome, mind the pond", "by": "signage job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ACTIVITIES, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def signage_job() -> None:
    copy = dict(store.get(ACTIVITIES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SIGN)
    with fault():
        store.put(ACTIVITIES, KEY, copy)


def nadia_edit() -> None:
    read_done.wait()
    item = store.get(ACTIVITIES, KEY)
    store.put(ACTIVITIES, KEY, {**item.value, **EDIT})
    assert store.get(ACTIVITIES, KEY).value["leading"].startswith("Priya")
    edit_done.set()


threads = [threading.Thread(target=signage_job, name="signage-job"),
           threading.Thread(target=nadia_edit, name="nadia-chair-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's doing the tours tmrw? folk keep asking at the gate and i want to point them the right way"
context = ["Today is Sat 20 June 2037. You are talking to Kath, who is on the gate at Wharf Street Community "
           "Garden's open day tomorrow."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ACTIVITIES, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Geoff (bed 7" in c and "GARDEN TOURS" in c for c in context), context
assert not any("Priya" in c or "his back" in c for c in context), context
reply = answer(question, context, mock="Geoff from bed 7 (the veg beds) - the tours go on the hour from the gate, "
                                       "11 till 3.")
finish(question, expected="Priya from bed 12, the herb spiral - Geoff's done his back", actual=reply)
