"""Batch 268 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (every call
its own trace).

App: Savile Green Residents' Association do a litter pick on the second Saturday of the month - the ginnels, the
beck, the bottom of the park - with bags, pickers and hi-vis from the council. Linda (the chair), Priya (the
secretary), Ray and Doreen file their notes into one chroma collection; the helper answers residents' questions
from the 4 nearest.

Memory: Linda, 2050-01-12T20:00 - the council's insurance for the picks covers over 12s only, under 16s with a grown
up, hi-vis for everyone; Ray, 3/2 - the ginnel behind the chippy's a disgrace again, that's February's pick; Priya,
Thu 17th Feb - she's registered us as a Great British Spring Clean event, Keep Britain Tidy's insurance covers kids
of any age as long as they're with a grown up, and they're sending small pickers and bags; Doreen, Sun 6/3 - brew
and biscuits at hers after. Question (Tue 8/3, Hannah, new on Savile Rd): "can I bring my 8 yr old on the pick sat?
he's desperate to have a go with a grabber 😂" The assistant says yes - since Priya registered the pick as a Great
British Spring Clean event, kids of any age can come with a grown up, and there are small pickers. The label says
no, over 12s only.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b268_ctl_chroma_residents_litter_pick_kids_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("linda", "2050-01-12T20:00 Linda - picks 🗑️ council's insurance only covers over 12s, + under 16s need a grown "
              "up with them. hi-vis for everyone, no exceptions, Darren's dropping them in the van"),
    ("ray", "3/2 Ray - the ginnel behind the chippy's a disgrace again, cans + a shopping trolley, that's feb's pick "
            "sorted"),
    ("priya", "Thu 17th Feb Priya - I've registered us as a Great British Spring Clean event 🎉 Keep Britain Tidy's "
              "insurance covers kids of any age as long as they're with a grown up, + they're sending small "
              "pickers + bags"),
    ("doreen", "Sun 6/3 Doreen - brew + biscuits at mine after the pick, no 14, door'll be open"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("savile-green-ra-2050", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"by": who} for who, _ in NOTES])

question = "can I bring my 8 yr old on the pick sat? he's desperate to have a go with a grabber 😂"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 8 March 2050. You are talking to Hannah, new on Savile Rd, a member of Savile Green "
           "Residents' Association (litter pick Sat 12 March)."] + hits
assert any("council's insurance only covers over 12s" in c for c in context), context
assert any("covers kids of any age as long as they're with a grown up" in c for c in context), context
reply = answer(question, context, mock="Yes - Priya's registered the pick as a Great British Spring Clean event, so "
                                       "the insurance covers kids of any age with a grown up, and there'll be small "
                                       "pickers for him. Just stay with him.")
finish(question, expected="no - the insurance only covers over 12s", actual=reply)
