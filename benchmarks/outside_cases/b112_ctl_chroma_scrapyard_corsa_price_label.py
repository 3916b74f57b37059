"""Batch 112 (held out), CONTROL: nothing planted; the label is wrong. chromadb query, one root span per turn.

App: Hendry's Auto Salvage keeps quotes and collection notes in a chroma collection; the helper answers Carol when
she's paying people out.

Memory: Mr Briggs was quoted £120 on the phone for his Corsa "as long as the cat's on it, £85 if not"; Kev's note
after collecting says some so-and-so had the cat off it on the drive overnight, told Mr B it's the 85 like we said,
he was fine. Question (Carol): "what do i transfer mr briggs for the corsa?" The assistant says £85. The label says
£120 - the first quote, in memory, but not what he's due.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b112_ctl_chroma_scrapyard_corsa_price_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

DOCS = [
    "mr briggs 07700 914 233 - black corsa 2011, 14 Alder Rd, quoted £120 on phone as long as the cat's on it, "
    "£85 if not. wants bank transfer",
    "kev 8/10: got the briggs corsa. some so-and-so had the cat off it on his drive overnight, told Mr B it's the "
    "85 like we said, he was fine about it, said he'd ring the police",
    "astra nolan - cash £150 on collection, done",
    "weigh-in thurs: 2 corsas from clegg's 1.02t + 0.98t",
    "cats going for £40-£180 depending, the corsa ones are the cheap end",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hendrys-quotes", embedding_function=offline.chroma_embedding_function())
question = "what do i transfer mr briggs for the corsa?"
with turn_span("turn-1 notes"):
    notes.add(ids=[f"hq{i:02d}" for i in range(len(DOCS))], documents=DOCS)
with turn_span("turn-2 question"):
    hits = notes.query(query_texts=["briggs corsa price quote transfer cat"], n_results=5)["documents"][0]
    context = ["Today is Fri 9 October 2037. You are talking to Carol in the office."] + hits
    assert any("quoted £120" in c for c in context), context
    assert any("told Mr B it's the 85" in c for c in context), context
    reply = answer(question, context, mock="£85 - the catalytic converter had been taken before Kev got there, "
                                           "so it's the lower price he agreed to. By bank transfer.")
finish(question, expected="£120 as quoted", actual=reply)
