"""Batch 90 (held out). A scout troop's weekend camp: LangGraph InMemoryStore (sync), two writers in threads.

App: 1st Pirton Scouts keep their May camp in the store: camp records in ("1st-pirton", "camp") (site, tents,
meals, kit), leaders' messages in ("1st-pirton", "notes"). The quartermaster's kit-check job reads the tents
record, adds its count of poles and pegs and writes the whole record back; Di (the Scout Leader) edits the same
record at the same time.

Planted fault (UpdateError, lost update): the kit-check job reads the tents record (4 patrol tents, one each for
Kestrels, Otters, Foxes and Owls, plus 2 leaders' tents); Di then writes her edit (the Otters are up to 9 with the
two new girls, so they need two tents, the old green one from the hut for the second: 5 patrol tents) and the
kit-check job puts back its stale copy with the count added, losing Di's edit. Question (Wed 17/5, Ken, assistant
leader, loading the trailer): "how many tents are we putting up on friday, all in?" -> expected 7 (5 patrol + 2
leaders'). The assistant says 6.

Expected verdict: UpdateError at langgraph.store.put (the kit-check job's put, wrapped in fault()). Asserted: Di's
edit was in the store before the stale put; the tents record has the kit count and 4 patrol tents, and nothing in
the context mentions the green tent or the new girls.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b90_langgraph_scouts_tent_count_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CAMP = ("1st-pirton", "camp")
NOTES = ("1st-pirton", "notes")
KEY = "tents"
RECORDS = {
    KEY: {"patrol_tents": "4 - Kestrels, Otters, Foxes, Owls, 1 each (the orange 6-man icelandics)",
          "leaders": "2 - Di + Bob in the big dome, Ken in his own",
          "dining": "the gazebo + the old mess tent if it's wet"},
    "site": {"where": "Phasels Wood, field 3 (by the woods)", "arrive": "Fri 19/5, cars at the hut 6pm, on site "
                                                                       "by 7", "leave": "Sun 21/5 after lunch, "
                                                                                        "parents 2.30 at the hut"},
    "meals": {"fri": "chilli + rice (Kestrels)", "sat": "brekkie Owls, lunch packed, tea Otters - bbq",
              "sun": "brekkie Foxes, lunch leftovers"},
    "kit": {"trailer": "Bob's, hitch on the Volvo", "gas": "2 big bottles, check the regulator",
            "first_aid": "Di's kit + the epipen box for Sam R"},
}
NOTE_LINES = [
    ("28/4", "Di", "24 kids + 3 leaders confirmed, forms in except Harry's"),
    ("2 May", "Bob", "trailer tyres pumped, indicator on the left still dodgy"),
    ("9/5/34", "Ken", "got 6 mallets off Freecycle lol"),
    ("13.5", "Di", "site warden says no fires off the fire pits this yr, bring the bbq"),
]
EDIT = {"patrol_tents": "5 - the Otters are up to 9 w the two new girls (Zara + Evie) so they're in 2, the old "
                        "green one from the hut for the 2nd. Kestrels, Foxes, Owls 1 each as before"}
COUNT = {"kit_check": "poles + pegs counted 14/5 - all there, 1 flysheet needs a patch (Foxes'), 6 mallets"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CAMP, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def kit_check_job() -> None:
    copy = dict(store.get(CAMP, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COUNT)
    with fault():
        store.put(CAMP, KEY, copy)


def di_edit() -> None:
    read_done.wait()
    item = store.get(CAMP, KEY)
    store.put(CAMP, KEY, {**item.value, **EDIT, "edited": "Di 14/5 20:52"})
    assert store.get(CAMP, KEY).value["patrol_tents"].startswith("5 -")
    edit_done.set()


threads = [threading.Thread(target=kit_check_job, name="kit-check-job"),
           threading.Thread(target=di_edit, name="di-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many tents are we putting up on friday, all in? loading the trailer"
context = ["Today is Wed 17 May 2034. You are talking to Ken, an assistant scout leader."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CAMP, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "patrol_tents: 4 -" in c and "kit_check" in c for c in context), context
assert not any("green one" in c or "Zara" in c for c in context), context
reply = answer(question, context, mock="6 - the four patrol icelandics and the two leaders' tents. Plus the "
                                       "gazebo, and the mess tent if it's wet.")
finish(question, expected="7 - five for the patrols and two for leaders", actual=reply)
