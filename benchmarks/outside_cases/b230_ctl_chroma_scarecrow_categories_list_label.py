"""Batch 230 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, script style
(every call its own trace).

App: Ripponden's scarecrow festival runs Sat 7th - Sun 15th August 2049 - scarecrows round the village, a trail map
from the Co-op and the Alma, prizes in several categories, judging mid-week. Maureen's committee notes go into one
chroma collection; the helper answers from the 4 nearest.

Memory: 2049-05-30T19:00 - the festival, £5 entry, categories best traditional, funniest, under 11s and best front
garden display; 16th june - Maureen says no point doing front gardens again, only 2 entered last year and one was
Derek's, so that one's out and we'll have best made from recycled stuff, Jim at the tip's sponsoring a prize; Tue
13th Jul - the judges (the vicar, Jim from the tip and a Y6 from the school for the under 11s); trail maps £2, 41
entries so far. Question (Fri 23/7, Mrs Shah, a Y5 teacher): "what are the categories this year? the kids at school
want to enter" The assistant says best traditional, funniest, under 11s and best made from recycled stuff. The label
says best traditional, funniest, under 11s and best front garden display (the first list, before front gardens were
dropped for lack of entries).
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b230_ctl_chroma_scarecrow_categories_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2049-05-30T19:00 SCARECROW FESTIVAL 🧑‍🌾 sat 7th - sun 15th aug, £5 entry, forms at the Co-op. categories - best "
    "traditional, funniest, under 11s + best front garden display",
    "16th june - Maureen says no point doing front gardens again, only 2 entered last yr + one was Derek's 🙄 so that "
    "one's out + we'll have best made from recycled stuff, Jim at the tip's sponsoring a prize",
    "Tue 13th Jul judges - the vicar, Jim from the tip + a Y6 from the school for the under 11s. judging weds 11th",
    "trail maps £2 from the Co-op + the Alma, 41 entries so far, all money to the playground fund",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ripponden-scarecrows-2049",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=NOTES,
          metadatas=[{"by": "Maureen"} for _ in NOTES])

question = "what are the categories this year? the kids at school want to enter"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 23 July 2049. You are talking to Mrs Shah, a Y5 teacher at the village school, about "
           "Ripponden's scarecrow festival (Sat 7 - Sun 15 August)."] + hits
assert any("+ best front garden display" in c for c in context), context
assert any("we'll have best made from recycled stuff" in c for c in context), context
reply = answer(question, context, mock="Best traditional, funniest, under 11s and best made from recycled stuff "
                                       "(Jim at the tip's sponsoring that one).")
finish(question, expected="best traditional, funniest, under 11s and best front garden display", actual=reply)
