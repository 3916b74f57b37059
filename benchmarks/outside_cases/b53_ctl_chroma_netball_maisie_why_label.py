"""Batch 53 (held out), control. A U12 netball team's notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Jen coaches the Hatton Hornets U12s and keeps team notes in one chroma collection (metadata ``{"kind"}``: player,
match, kit, training); the assistant answers the other coach and parents. Maisie sprained her wrist at gymnastics at
the end of May and missed two games. By mid-June her physio had signed her off and she was back at training, but
she's away for the home game on Sat 27 June: her cousin's wedding in Leeds, she's a bridesmaid.

No fault planted. Question (Thu 25/6, the assistant coach doing the team sheet): "why is Maisie missing saturday's
game?" The model answers the family wedding in Leeds (she's a bridesmaid), right per memory. The label says her
wrist injury. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b53_ctl_chroma_netball_maisie_why_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("player", "Maisie - sprained L wrist at gymnastics 28/5, in a splint, out 2 wks at least. mum says she's gutted"),
    ("match", "30/5 drew 6-6 at Crewe, wet!! Ruby twisted her ankle, ok now. POM Lily"),
    ("kit", "new dresses (purple + gold) from Kitlocker, £28 each. Esme + Jo still waiting on theirs"),
    ("player", "Maisie back at training weds 17/6!! physio's happy, wrist fine, strapping for the first couple of "
               "wks just in case. she shot really well"),
    ("training", "weds 24/6 - worked on the centre pass + dodging, Ava + Lily sharp, Ruby's ankle fine"),
    ("player", "Maisie's mum msg'd - Maisie's away sat 27th, her cousin's getting married in Leeds and she's a "
               "bridesmaid, back for the Congleton game on the 4th. so we've 10 for sat"),
    ("match", "27/6 home v Alsager Aces 10am, Claire umpiring, meet 9.30 in dresses"),
    ("player", "Esme's got a verruca, she'll wear socks in her trainers - fine by the league"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hornets-u12-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "why is Maisie missing saturday's game?"
hits = notes.query(query_texts=["Maisie away sat 27th missing wrist"], n_results=5)["documents"][0]
context = ["Today is Thu 25 June 2026."] + hits
assert any("sprained L wrist" in c for c in context), context
assert any("she's a bridesmaid" in c for c in context), context
reply = answer(question, context, mock="She's at her cousin's wedding in Leeds - she's a bridesmaid. Her wrist's "
                                       "fine now; she'll be back for Congleton on the 4th.")
finish(question, expected="because of her sprained wrist", actual=reply)
