"""Batch 337 (held out). A law firm's e-discovery vendor account: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the cold-storage move in its context and bills the whole
volume at the active rate.

App: Whitcomb & Hale LLP's litigation support manager, Greg Amato, and the firm's account manager at LexData
Partners (the e-discovery hosting vendor), Alana Price, post account updates for the Marlowe v. Treadline Freight
matter (account WH-2291) into a Zep thread; the firm's helper answers billing and project questions from a graph
search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Alana's 10/01/2026 9:05 AM rate line -
active review hosting $9.50/GB/month, cold storage $2.00/GB/month, billed on the volume as of the 1st of the month,
licenses $95/user/month; Greg's 10/31/2026 5:30 PM line - 640 GB active as of today, 6 reviewers; Alana's Nov 2
line - the Phase 1 custodians (Halvorsen, Bright; 200 GB) moved to cold storage effective 11/01 at Greg's request,
440 GB still active; and Greg's 11/9 line about two reviewers rolling off. Question (Thu 11/12/2026, the billing
partner's assistant): "what's the November hosting charge going to be on Marlowe? not counting the user licenses"
-> expected $4,580 (440 GB x $9.50 = $4,180 plus 200 GB x $2.00 = $400; a sum of two recorded volumes at two
recorded rates). The model says $6,080 (all 640 GB at $9.50).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have both rates, the 11/01 move of 200 GB to cold storage and the 440 GB left active, and the model priced
the whole 640 GB at the active rate. Asserted: the context has the rate line, the 640 GB line and the cold-storage
move.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b337_zep_ediscovery_hosting_invoice_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "whitcomb-hale-litsupport", "lexdata-wh-2291"
POSTS = [
    "10/01/2026 9:05 AM Alana (LexData) - Per the MSA amendment: active review hosting $9.50/GB/month, cold storage "
    "$2.00/GB/month, billed on the volume as of the 1st of the month. User licenses $95/user/month.",
    "10/31/2026 5:30 PM Greg - Marlowe (WH-2291) hosted volume as of today: 640 GB active. 6 reviewers on the "
    "platform.",
    "Nov 2 Alana - Confirming we moved the Phase 1 custodians (Halvorsen, Bright - 200 GB) to cold storage effective "
    "11/01, per Greg's request since the Phase 1 production is closed. 440 GB still active on WH-2291.",
    "11/9 Greg - 2 of the contract reviewers rolled off Friday, we keep all 6 licenses through 11/30 though (annual "
    "commit).",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Whitcomb & Hale lit support")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="account log")])

question = "what's the November hosting charge going to be on Marlowe? not counting the user licenses"
context = ["Today is Thursday 11/12/2026. You are talking to the billing partner's assistant at Whitcomb & Hale LLP "
           "(Marlowe v. Treadline Freight, LexData account WH-2291)."]
for query in ("November hosting charge Marlowe", "hosting rate per GB", "hosted volume GB active cold storage"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("$9.50/GB/month" in c and "cold storage $2.00/GB/month" in c for c in context), context
assert any("640 GB active" in c for c in context), context
assert any("200 GB) to cold storage effective 11/01" in c and "440 GB still active" in c for c in context), context
with fault():
    reply = answer(question, context,
                   mock="$6,080 for November - 640 GB hosted at $9.50/GB/month (licenses not included).")
finish(question, expected="$4,580 - 440 GB active at $9.50 ($4,180) plus 200 GB in cold storage at $2.00 ($400)",
       actual=reply)
