"""Batch 352 (held out). A migraine diary kept with an AI assistant: chromadb collection of diary entries (each
stored with the assistant's reply), script style (every call its own trace); for a question about tablets the
diary asks only the medicine and appointment entries, and one entry that mentions a tablet was filed under triggers.

App: Hannah gets migraines and keeps a diary of them with an assistant - when they come, what she thinks set them
off, which tablets she took, her GP appointments. Each entry goes into one chroma collection with metadata ``kind``
(medicine, symptoms, triggers, appointments) and the assistant's confirming reply; for a question about medicines
the app asks only the medicine and appointment entries (``where={"kind": {"$in": ["medicine", "appointments"]}}``,
the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): her entry of 2051-05-01T08:15 starts a new box of the
rescue tablets (the ones that melt on your tongue, for when a migraine properly kicks off) - 6 in the box; her entry
of Thu 4 May has a bad one at work, one melt at about 11 and another at 3 when it came back (2); her entry of Weds
10 May, one more (a period one, she thinks) (1). Her entry of Mon 8 May starts with what might be setting them off -
skipping lunch, the strip lights in the new office, red wine at Jo's on Saturday - and says, in passing, that she
woke up with one on Sunday, took one of the melts and it was gone by lunch; it was filed under triggers. Question
(Fri 12 May): "how many of the rescue tablets have I got left in the box? wondering if I need to ring the surgery
before the weekend" -> expected 2 (6 less 2, 1 and 1). The scoped query returns the medicine and appointment
entries; the assistant says 3.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 8 May entry is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the entry is in the unfiltered 5 nearest and not in the filtered result; no context line has
the Sunday melt; the box of 6 and the other three tablets are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b352_chroma_migraine_rescue_tablets_left_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SUNDAY = ("Mon 8 May - trying to work out what's setting them off 🤔 skipped lunch twice last week, the strip lights "
          "in the new office are horrible, and I had 2 glasses of red at Jo's on saturday. woke up with one on "
          "sunday, took one of the rescue tablets (melts) and it was gone by lunch thank god\n"
          "Assistant: Noted - possible triggers: skipped lunches, the office strip lights and red wine. Worth "
          "keeping an eye on whether the weekend ones follow a drink.")
ENTRIES = [
    ("medicine", "2051-05-01T08:15 picked up my new box of the rescue tablets (the ones that melt on your tongue, for "
                 "when a migraine properly kicks off) - 6 in the box. GP says max 2 in a day and not more than 2 days "
                 "a week or I'll get the rebound headaches\n"
                 "Assistant: Got it - a new box of 6 rescue melts from today. The GP's limit is no more than 2 in a "
                 "day and no more than 2 days a week."),
    ("medicine", "Thu 4 May awful one at work, flashing zigzags first then the headache. took 1 of the melts at about "
                 "11 and another at 3 when it came back, went home early\n"
                 "Assistant: Sorry to hear that - 2 rescue melts today (about 11am and 3pm), with the zigzag aura "
                 "first."),
    ("triggers", SUNDAY),
    ("medicine", "Weds 10 May one more melt today, period one I think, started behind my left eye 😩\n"
                 "Assistant: Noted - 1 rescue melt today, possibly linked to your period."),
    ("appointments", "9/5 booked a GP phone call for Tues 23rd about a preventer, she rings between 10 and 12. write "
                     "down how many days I've had them this month\n"
                     "Assistant: GP phone appointment on Tuesday 23 May, between 10 and 12, about a preventer. I'll "
                     "help you count the migraine days before then."),
    ("symptoms", "11/5 neck's been stiff all week, not sure if that's the migraines or the new desk chair. no headache "
                 "today (yay)\n"
                 "Assistant: Noted - a stiff neck this week but no headache today."),
]

client = chromadb.EphemeralClient()
diary = client.get_or_create_collection("hannah-migraine-diary", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(ENTRIES, 1):
    diary.add(ids=[f"entry-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Hannah"}])

question = ("how many of the rescue tablets have I got left in the box? wondering if I need to ring the surgery before "
            "the weekend")
wider = diary.query(query_texts=[question], n_results=5)["documents"][0]
assert SUNDAY in wider, wider
with fault():
    found = diary.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["medicine", "appointments"]}})
hits = found["documents"][0]
context = ["Today is Friday 12 May 2051. You are Hannah's migraine diary assistant."] + hits
assert SUNDAY not in hits and not any(w in c.lower() for c in context for w in ("sunday", "gone by lunch")), context
assert any("6 in the box" in c for c in context), context
assert any("took 1 of the melts at about 11 and another at 3" in c for c in context), context
assert any("one more melt today" in c for c in context), context
reply = answer(question, context, mock="3 left - you started the box of 6 on the 1st and have used 3 (2 on Thursday "
                                       "the 4th and 1 on Wednesday).")
finish(question, expected="2 - she's used 4 of the 6 (2 on Thu 4th, 1 on Sun 7th, 1 on Weds 10th)", actual=reply)
