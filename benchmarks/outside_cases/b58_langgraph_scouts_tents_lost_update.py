"""Batch 58 (held out). A scout troop's summer camp kit list: LangGraph InMemoryStore (sync), two writers in
threads.

App: 3rd Frome Scouts go to summer camp at Rees's farm near Priddy, Fri 24 - Sun 31 July 2026 (34 scouts, 6
leaders). The kit list lives in ``("3rd-frome", "kit")`` (key = the item; value = a few fields) and leaders' notes
in ``("3rd-frome", "notes")``. Two things write a kit record: the checklist bot (reads the record, adds the date it
sent the kit-check reminder, writes the whole record back) and Sandra, the quartermaster, from her phone.

Planted fault (UpdateError, lost update): the bot reads the tents record, then Sandra writes what she found when
she put them all up on the hut field: "pitched the lot sat 11/7 - 2 of ours are done for (Vango's poles snapped,
the old green one's gone mouldy at the seams) so only 4 good ones of ours, we need 4 off 1st Wells not 2, Gav's
asking their GSL". The bot then writes back its stale copy, which still says borrow 2. Question (Fri 17/7, Akela):
"how many tents are we borrowing from 1st Wells?" -> expected 4. The assistant says 2.

Expected verdict: UpdateError at langgraph.store.put, the checklist bot's put (inside fault()). Asserted: Sandra's
edit is in the record before the bot's put and missing from the final context, which has the stale count and the
bot's reminder line. Another reading: none that we see; nothing is deleted, and the notes don't give the count.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b58_langgraph_scouts_tents_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

KIT = ("3rd-frome", "kit")
NOTES = ("3rd-frome", "notes")
KEY = "patrol tents"
RECORDS = {
    KEY: {"need": "8 patrol tents (6 patrols of 5-6) + leaders have their own",
          "ours": "6 in the hut loft (4 Vango, the old green one, the Eurohike)",
          "borrow": "2 from 1st Wells, Gav to ask", "note": "count the pegs!! we lost loads at Cheddar last yr"},
    "dining shelter": {"need": "2", "ours": "2, the big one's canvas needs proofing", "note": "Sandra proofing it"},
    "cooking": {"need": "3 trangias per patrol + the big 2-ring for leaders", "ours": "enough",
                "note": "gas - 6 bottles, order from Calor by 10/7"},
    "food": {"plan": "menu from Mel, shop at Tesco Wells thurs 23rd night", "budget": "£1,150 (£28 a head)",
             "note": "2 veggie, 1 no nuts (Alfie), 1 halal (Zain)"},
}
CAMP_NOTES = [
    ("3/6/26", "Akela", "camp confirmed w Mr Rees, same field as 2024, £4 a head a night, water from the trough tap"),
    ("June 20", "Mel", "menu done, pasta bake night 1, campfire stew weds, BBQ last night"),
    ("1.7", "Gav", "minibus booked (Frome Community Transport), £310 for the week inc the trailer"),
    ("Mon 13th", "Sandra", "pegs counted, 212 + a bag of the plastic ones, should do"),
    ("15/7", "Akela", "parents' evening thurs 16th 7pm at the hut, kit list + medical forms"),
]
EDIT = ("pitched the lot sat 11/7 - 2 of ours are done for (Vango's poles snapped, the old green one's gone mouldy at "
        "the seams) so only 4 good ones of ours, we need 4 off 1st Wells not 2, Gav's asking their GSL")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(KIT, key, record)
for i, (day, who, text) in enumerate(CAMP_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def checklist_bot() -> None:
    copy = dict(store.get(KIT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"checked": "kit-check reminder sent to leaders 12/7 8.15am"})
    with fault():
        store.put(KIT, KEY, copy)


def sandra_edit() -> None:
    read_done.wait()
    item = store.get(KIT, KEY)
    store.put(KIT, KEY, {**item.value, "borrow": EDIT, "edited": "Sandra (QM), sat 11/7 6.50pm"})
    assert "4 off 1st Wells" in store.get(KIT, KEY).value["borrow"]
    edit_done.set()


threads = [threading.Thread(target=checklist_bot, name="checklist-bot"),
           threading.Thread(target=sandra_edit, name="sandra-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many tents are we borrowing from 1st Wells?"
kit = store.search(KIT, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Fri 17 July 2026. You are talking to Akela."] + [f"{e.key}: {flat(e.value)}" for e in kit] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "2 from 1st Wells" in c and "kit-check reminder" in c for c in context), context
assert not any("4 off 1st Wells" in c or "poles snapped" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="2 - we need 8 patrol tents and have 6 of our own in the loft.")
finish(question, expected="four, since two of ours turned out to be unusable", actual=reply)
