"""Batch 32 (held out). A mobile hairdresser's client notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Shona Reid is a mobile hairdresser round Stroud and the Five Valleys, mostly older ladies in their own homes
and a care home on Tuesdays. She keeps her notes in one collection, metadata ``{"client", "kind", "day"}`` (client
= the client's name or "" for notes about everyone; kind client / diary / prices / van; day as yyyymmdd). When she
asks about one client, her assistant's app searches that client's notes only (``where={"client": ...}``), so other
ladies' cuts don't get mixed in. Fifteen notes, July-September 2025.

Planted fault (RetrievalError, filtered out by scope): in August Shona put her pensioner prices up; the note is a
prices note for everyone and names who she told: "OAP prices from 1st Sept - perm + cut £52 (was £46), wash + set
£22 still, cut + blow £30. Told Joan B, her sister Marg + Dot at Hillcrest, Joan grumbled about her pension but
said fair enough". It is filed with client "" and kind prices, so the client-scoped query for Joan Beeby never
sees it. Question (Mon 15/9): "how much is Joan Beeby's perm now? doing her weds" -> expected GBP 52. The
assistant has Joan's own card (perm + cut every 8 weeks, GBP 46, cash) and says GBP 46.

Expected verdict: RetrievalError at chroma.query (the one client-scoped query in fault()). Asserted: the same query
without the where clause returns the prices note; the scoped query's results hold Joan's card and not it. Another
reading: none that we see; nothing was overwritten or deleted.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b32_chroma_hairdresser_beeby_perm_price_scope", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PRICES = ("OAP prices from 1st Sept - perm + cut £52 (was £46), wash + set £22 still, cut + blow £30. Told Joan B, "
          "her sister Marg + Dot at Hillcrest, Joan grumbled about her pension but said fair enough")
NOTES = [
    ("Joan Beeby", "client", 20250703, "Joan Beeby, 14 Summer St Nailsworth - perm + cut every 8 wks, £46, pays "
                                       "cash, pink rods, sensitive scalp so the mild lotion. Weds mornings"),
    ("Marg Ellis", "client", 20250703, "Marg Ellis (Joan's sister, lives w her) - wash + set fortnightly £22, likes "
                                       "it set tight 'to last'"),
    ("", "van", 20250708, "Van MOT due 2/8, booked at Kwik Fit Stroud 8.30, Mum to pick me up"),
    ("Dot Hale", "client", 20250710, "Dot - Hillcrest care home rm 12, cut + blow £30, her daughter pays by BACS "
                                     "monthly"),
    ("", "diary", 20250715, "Hillcrest every Tues 10-3 from now, they give me the old sluice room as a salon lol"),
    ("Joan Beeby", "client", 20250716, "Joan - did the perm, bit frizzy at the back, lotion on 12 mins next time "
                                       "not 15. She wants it a shade shorter"),
    ("", "diary", 20250722, "no appts w/c 18/8 - Tenerife!!"),
    ("Pat Morgan", "client", 20250724, "Pat Morgan - new, colour (6.0 + 20vol) + cut, £58, patch test done 21/7 ok"),
    ("", "prices", 20250728, "Kit costs up again, perm lotion £9.80 a bottle now from Sally's, need to put prices up "
                             "Sept"),
    ("Marg Ellis", "client", 20250730, "Marg said Joan's hip op is 3rd Oct at Cheltenham General, so no perm that "
                                       "month, back end of Oct prob"),
    ("", "prices", 20250813, PRICES),
    ("Pat Morgan", "client", 20250827, "Pat - roots done, going lighter next time, 7.0, she's happy to pay the extra"),
    ("", "van", 20250901, "Van heater's packed in, Dave at the garage says £180 for the matrix"),
    ("Joan Beeby", "client", 20250910, "Joan rang - can I do her perm Weds 17th not the 24th, it's her grandson's "
                                       "christening the Sat. Said yes, 9.30"),
    ("", "diary", 20250912, "Weds 17/9: 9.30 Joan perm, 11.30 Marg set, 1.30 Pat roots, Hillcrest Tues as usual"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("shona-clients", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, _, t in NOTES],
          metadatas=[{"client": c, "kind": k, "day": d} for c, k, d, _ in NOTES])

question = "how much is Joan Beeby's perm now? doing her weds"
wide = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert PRICES in wide, wide

with fault():
    hits = notes.query(query_texts=[question], n_results=6, where={"client": "Joan Beeby"})["documents"][0]
context = ["Today is Mon 15/9/25."] + hits
assert any("perm + cut every 8 wks, £46" in c for c in context), context
assert not any("£52" in c or "OAP prices" in c for c in context), context
reply = answer(question, context, mock="£46 - that's her perm + cut, she pays cash. She's in Weds 17th at 9.30, "
                                       "lotion on 12 mins not 15.")
finish(question, expected="£52 (the new OAP rate since September)", actual=reply)
