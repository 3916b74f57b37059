"""Batch 231 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, script style
(every call its own trace).

App: Luddenden WI hold a Christmas craft workshop on Sat 4th December 2049, 10-1 in the Sunday school - table
centrepieces, 5 tables of 6, mince pies and the urn on the hatch, £10 with everything in. Margaret (the WI's
programme secretary) files notes into one chroma collection (metadata ``kind``); the helper answers from the 5
nearest.

Memory: 2049-10-20T19:30 - the workshop, "bring: scissors, a glue gun if u have one, + an old jam jar", £10 with
mince pies; 16th nov - the Sunday school's insurance man says no glue guns off folk's own extension leads, so Pam's
getting 8 from the scrap store for the one table by the socket - "so just scissors + a jam jar, + a pinny cos the
glitter gets everywhere"; the tables; Tue 30th Nov - 27 booked, mince pies and a sherry trifle; the materials
(oasis, candles, ribbon, pine cones, holly, all in the £10). Question (Thu 2/12, Doreen): "what do I need to bring
sat? don't want to turn up empty handed" The assistant says scissors, an old jam jar and a pinny (glue guns and
the rest are there). The label says scissors, a glue gun and an old jam jar (the first list, before the insurance
man; the glue guns are Pam's from the scrap store now).
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b231_ctl_chroma_craft_workshop_bring_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("workshop", "2049-10-20T19:30 XMAS CRAFT 🎄 sat 4th dec 10-1 in the Sunday school, making table centrepieces. "
                 "bring: scissors, a glue gun if u have one, + an old jam jar. £10 incl mince pies"),
    ("workshop", "16th nov - Sunday school's insurance man says no glue guns off folk's own extension leads 🙄 so "
                 "Pam's getting 8 from the scrap store + they'll be on the one table by the socket. so just scissors "
                 "+ a jam jar, + a pinny cos the glitter gets everywhere"),
    ("tables", "tables - 5 of 6, Jean's doing the cloths, mince pies + the urn on the hatch, coats in the vestry"),
    ("booking", "Tue 30th Nov 27 booked!! Margaret's doing 3 doz mince pies + Sue's bringing a sherry trifle for "
                "after 🍰"),
    ("materials", "materials - oasis, candles, ribbon, pine cones + holly off the vicarage, all in the £10"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("luddenden-wi-xmas-craft-2049",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k, "by": "Margaret"} for k, _ in NOTES])

question = "what do I need to bring sat? don't want to turn up empty handed"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Thu 2 December 2049. You are talking to Doreen, who's booked on Luddenden WI's Christmas craft "
           "workshop (Sat 4 December)."] + hits
assert any("bring: scissors, a glue gun if u have one" in c for c in context), context
assert any("so just scissors + a jam jar, + a pinny" in c for c in context), context
reply = answer(question, context, mock="Just scissors, an old jam jar and a pinny - the glue guns (Pam's 8 from the "
                                       "scrap store), oasis, candles and the rest are all provided.")
finish(question, expected="scissors, a glue gun and an old jam jar", actual=reply)
