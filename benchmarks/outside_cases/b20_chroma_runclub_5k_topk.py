"""Batch 20 (held out). A running club's notes: chromadb EphemeralClient with memtrace's offline embedding function,
script style (each call its own trace).

App: Hinckley Harriers' club captain keeps a collection of race results, parkrun times, kit orders and training
notes; the assistant answers members' questions from a ``collection.query`` of the notes. Twenty notes over
spring-summer 2025, half of them times (parkrun, 10k, half marathon) for different members.

Planted fault (RetrievalError, top-k): the answer's query asks for only 5 notes. The five it gets include Priya's 23:30
at Bramley parkrun and Jo's 24:10 from March (plus the Ashby 10k, a road race, an entry); Jo's new PB note ("Jo smashed it at Bramley Sat
14/6 - 22:48!! first time under 23") is in the collection but ranks below the cut. Question (Mon 16/6): "Who's
quicker over 5k at the moment, Priya or Jo?" -> expected "Jo - 22:48 on 14/6 against Priya's 23:30". The assistant
says Priya (23:30 vs 24:10).

Expected verdict: RetrievalError at chroma.query (the one query in fault()). Asserted: the same query with
n_results=20 returns Jo's PB note; the faulty query's context holds Priya's 23:30 and Jo's old 24:10 but not 22:48.
Another reading: none that we see; nothing was overwritten or deleted, the PB note is stored throughout.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b20_chroma_runclub_5k_topk", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PB = "Jo smashed it at Bramley Sat 14/6 - 22:48!! first time under 23. Cake on Thurs apparently"
NOTES = [
    ("parkrun", "Priya's 5k best is 23:30 - Bramley parkrun 10/5, she was chuffed, negative split"),
    ("parkrun", "Jo 5k - 24:10 at Bramley parkrun 8/3, knee still grumbling"),
    ("parkrun", "Club parkrun takeover Sat 28/6 at Bramley - need 12 volunteers, Dev doing the RD brief"),
    ("race", "Leicester half 6/4: Marcus 1:38:12, Sian 1:34:50 (PB), Andy 1:51 walking the last 2 miles"),
    ("race", "Ashby 10k 25/5 - Priya 49:02, Jo DNS (knee), Dev 41:15 3rd V40"),
    ("kit", "Club vests (navy/yellow) - 18 ordered from Kitlocker, GBP 22 each, sizes on the spreadsheet"),
    ("training", "Tues intervals back at the track from 3/6, 6.30pm, GBP 3 track fee cash"),
    ("training", "Thurs social run 7pm from the Plough, 5-6 miles, pace groups 9/10/11 min miles"),
    ("kit", "Jo ordered a vest M + a buff, paid GBP 27 cash to Dev"),
    ("race", "County XC league results in - women's team 4th overall, Priya 2nd counter"),
    ("parkrun", PB),
    ("training", "Jo back to full training since physio signed her off 20/5 - intervals Tues only, no hills yet"),
    ("race", "Great Central 5k road race Thurs 10/7 7.30pm, entries GBP 12, 9 of us in"),
    ("kit", "Kitlocker vests delayed - now w/c 23/6"),
    ("parkrun", "Dev 19:55 at Braunstone 31/5, first sub-20 since his Achilles"),
    ("training", "Summer handicap race Weds 16/7 - Jo's handicap set off her 24:10, needs redoing?"),
    ("race", "Priya entered the Robin Hood half 14/9"),
    ("parkrun", "Andy's 100th parkrun 21/6 - milestone tee, bring bunting"),
    ("training", "Coach session on form with Lisa Sat 5/7 9am, 10 places, GBP 5"),
    ("race", "Club champs points: Priya 42, Jo 31, Sian 38 after 5 of 9 races"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("harriers", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "Who's quicker over 5k at the moment, Priya or Jo?"
wide = notes.query(query_texts=[question], n_results=20)["documents"][0]
assert PB in wide, wide
with fault():
    hits = notes.query(query_texts=[question], n_results=5)
context = ["Today is Mon 16/6/25."] + hits["documents"][0]
assert any("23:30" in c for c in context) and any("24:10" in c for c in context), context
assert not any("22:48" in c for c in context), context
reply = answer(question, context, mock="Priya - her best is 23:30 at Bramley, Jo's is 24:10.")
finish(question, expected="Jo - 22:48 at Bramley on 14 June, quicker than Priya's 23:30", actual=reply)
