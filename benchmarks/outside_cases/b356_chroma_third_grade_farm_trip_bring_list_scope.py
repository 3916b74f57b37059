"""Batch 356 (held out). An elementary school's 3rd grade class: chromadb collection of the teacher's and the room
parent's messages to families, script style (every call its own trace); for a "what do I send" question about the
field trip the class helper asks only the field-trip and lunch notes, and the note with the shoe rule was filed
under picture day.

App: Mrs. Alvarez's 3rd grade (Room 114, Maplewood Elementary) goes to Hollow Creek Farm on Thursday, 10/13/2050 -
hayride, pumpkin patch, apple cider press, back by 2:15 PM. Mrs. Alvarez and the room parent (Jen K.) send the class
emails and "Hi 3rd grade families!" texts; the class helper files each one into a chroma collection with metadata
``kind`` (field_trip, lunch, picture_day, homework, reminders) and, for a field-trip question, asks only the
field-trip and lunch notes (``where={"kind": {"$in": ["field_trip", "lunch"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the 9/28 email has the permission slip and the $14 fee
(cash or check to Maplewood PTA) due Friday 10/7; the cafeteria note of 10/3 says trip kids need a sack lunch in a
throwaway bag, no glass, no lunch boxes (they all go in one cooler). Jen's text of Mon 10/10 starts with picture day
(Wednesday 10/12, order forms in the Friday folder, retakes 11/9), so it was filed as picture_day, and says, in
passing, that the farm asked for closed-toe shoes or rain boots - no sandals or Crocs, the pumpkin patch is muddy -
and a change of socks in a ziploc. Question (Tue 10/11, Maya's mom): "what does Maya need to bring thursday for the
farm trip? trying to get it all in her backpack tonight (slip + money went in last week)" -> expected a sack lunch in
a throwaway bag AND closed-toe shoes or rain boots (+ spare socks in a ziploc); the slip and fee are already in. The
two items sit in different records. The scoped query returns the slip/fee note, the lunch note and the chaperones
note; the assistant lists only the sack lunch.

Why this verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): Jen's 10/10 text is in the
collection and among the question's 4 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the text is in the unfiltered 4 nearest and not in the filtered result; no context line has
closed-toe, rain boots or Crocs; the $14 fee and the sack lunch are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b356_chroma_third_grade_farm_trip_bring_list_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SHOES = ("Mon 10/10 Hi 3rd grade families!! 📸 Picture day is this Wednesday 10/12 - order forms went home in the Friday "
         "folder, retakes are 11/9. Also for the farm trip Thursday, the farm asked that the kids wear closed-toe "
         "shoes or rain boots, NO sandals or Crocs (pumpkin patch is super muddy rn) + pack a change of socks in a "
         "ziploc. Thx! - Jen K. (room parent)")
NOTES = [
    ("field_trip", "9/28 Dear 3rd Grade Families, Our class will visit Hollow Creek Farm on Thursday, October 13! We "
                   "leave at 9:00 AM and will be back by 2:15 PM. Please return the signed permission slip and $14 "
                   "(cash or check to Maplewood PTA) by Friday 10/7. Chaperones must have a cleared background check. "
                   "- Mrs. Alvarez, Room 114"),
    ("lunch", "10/3 from the cafeteria: students going on a field trip need a SACK LUNCH from home in a throwaway bag - "
              "no glass, no lunch boxes please, they all go in one cooler on the bus. Kids on free/reduced lunch can "
              "order a bag lunch from the cafeteria by 10/11"),
    ("homework", "10/3 homework this wk: reading log 20 min/night, math pg 42-43 (arrays!), spelling test Fri. "
                 "reminder library day is Tuesday, bring books back"),
    ("picture_day", SHOES),
    ("reminders", "Fri 10/7 reminder - no school Mon 10/17 (teacher in-service). book fair is 10/24-10/28 in the "
                  "library, Maya's class shops Tues"),
    ("field_trip", "Sat 10/8 chaperones for Thursday: Mr. Obi, Mrs. Chen, Ms. Patel (thank you!!). all 24 slips are "
                   "in, we're good to go 🚌"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("maplewood-rm114-2050", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"msg-{i}"], documents=[text], metadatas=[{"kind": kind, "class": "3rd-alvarez"}])

question = ("what does Maya need to bring thursday for the farm trip? trying to get it all in her backpack tonight "
            "(slip + money went in last week)")
wider = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert SHOES in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["field_trip", "lunch"]}})
hits = found["documents"][0]
context = ["Today is Tuesday, October 11, 2050. You are talking to Maya's mom; Maya is in Mrs. Alvarez's 3rd grade "
           "(Room 114, Maplewood Elementary)."] + hits
assert SHOES not in hits and not any(w in c.lower() for c in context
                                     for w in ("closed-toe", "rain boots", "crocs")), context
assert any("$14" in c for c in context), context
assert any("SACK LUNCH" in c for c in context), context
reply = answer(question, context, mock="Just a sack lunch in a throwaway bag (no glass, no lunch box) - the slip and "
                                       "the $14 are already in, so that's it.")
finish(question, expected="a sack lunch in a throwaway bag, and closed-toe shoes or rain boots (no sandals/Crocs) "
                          "with spare socks in a ziploc", actual=reply)
