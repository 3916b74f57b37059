"""Batch 63 (held out), control. A ukulele group's gig book: LangGraph InMemoryStore (sync), script style (each call
its own trace).

App: the Kettle Street Strummers keep each gig in ``("kettle-st", "gigs")`` (key = the gig; value = a few fields)
and members' notes in ``("kettle-st", "notes")``; the assistant answers from a search of both. The Elms care home
gig (Thu 16 Dec) was set down as Daydream Believer, Sloop John B and Riptide. Then Sandra, the Elms' activities
lady, said Riptide went down like a lead balloon last year (most of the residents are in their nineties), so the
group settled on Que Sera Sera, and Val has the chords.

No fault planted. Question (Tue 14/12, Kwame): "which songs are we doing at the Elms?" The model answers Daydream
Believer, Sloop John B and Que Sera Sera, right per memory. The label lists Riptide as the third. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b63_ctl_langgraph_ukulele_elms_songs_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

GIGS = ("kettle-st", "gigs")
NOTES = ("kettle-st", "notes")
RECORDS = {
    "Crown - fri 19 Nov": {"start": "half 8", "set": "usual set + Dirty Old Town", "bucket": "£71, hospice"},
    "xmas lights - sat 27 Nov": {"where": "bandstand, 4.45", "set": "3 songs: Jingle Bells, Dirty Old Town, "
                                                                    "Country Roads"},
    "Elms care home - thurs 16 Dec": {"time": "2.30, 40 mins, tea after", "set": "Daydream Believer, Sloop John B, "
                                                                                 "Riptide", "who": "8 of us max, "
                                                                                                   "it's the lounge"},
}
MEMBER_NOTES = [
    ("30/11", "Marian", "subs tin had £64 in, banked it"),
    ("Dec 3", "Val", "spoke to Sandra at the Elms (activities) - she says last yr Riptide went down like a lead "
                     "balloon, they're mostly in their 90s bless them. so Que Sera Sera it is, I've got the chords, "
                     "C G7 F"),
    ("7.12", "Bren", "can I come to the Elms? I know Daydream Believer now!!"),
    ("2027-12-08", "Val", "yes Bren!! that's 8 then, full up"),
]

store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(GIGS, key, record)
for i, (day, who, text) in enumerate(MEMBER_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

question = "which songs are we doing at the Elms?"
gigs = store.search(GIGS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Tue 14 December 2027. You are talking to Kwame, who plays bass uke."] + \
          [f"{e.key}: " + "; ".join(f"{k}: {v}" for k, v in e.value.items()) for e in gigs] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any("Daydream Believer, Sloop John B, Riptide" in c for c in context), context
assert any("Que Sera Sera it is" in c for c in context), context
reply = answer(question, context, mock="Daydream Believer, Sloop John B and Que Sera Sera - Val's got the chords for "
                                       "that one (C, G7, F).")
finish(question, expected="Daydream Believer, Sloop John B and Riptide", actual=reply)
