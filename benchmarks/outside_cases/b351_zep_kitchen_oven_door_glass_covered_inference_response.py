"""Batch 351 (held out). A kitchen appliance brand's warranty desk: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the safety notice and the customer's serial in its context and
says the claim isn't covered.

App: Haldane Kitchen Appliances run a warranty desk for their ovens, hobs and mixers. The desk's case notes, the
warranty terms and the service bulletins go into one Zep thread; the agents' helper answers from a graph search of
the facts.

Planted fault (ResponseError, ignored sufficient context): the facts the model is given have the warranty terms
WT-2049 rev.3 (2 years parts and labour from purchase, 5 if registered within 28 days; door glass, bulbs and seals
6 months only); case 51-0317, Mr Dlamini - an Aurea AO-600 built-in oven, s/n AO600-1123, bought 12/08/2047 from
Currys, never registered, the outer door glass shattered during a pyrolytic clean; safety notice SN-2051-02
(supersedes SN-2050-11) - AO-600 outer door glass can crack on the pyrolytic cycle, affected serials AO600-1040 to
AO600-1199, free glass and engineer visit regardless of warranty status or age, book through the recall line, do
not charge; and case 51-0322, Mrs Ferreira's AO-600 (s/n AO600-1302), in warranty, a grill element. Question (Thu 16
Mar 2051, Nadia on the desk): "Mr Dlamini's on the phone again - is his door glass covered or do I quote him? it's
well out of warranty" -> expected yes, covered free: his serial AO600-1123 lies inside SN-2051-02's range (1040 to
1199), and the notice covers the glass and the visit whatever the age or warranty (a small inference: the serial has
to be placed in the range; the warranty's age and the glass being a 6-month part don't apply to a safety notice).
The model says no - it's out of the 2-year warranty and glass is only covered for 6 months, so quote him.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts in its context
hold the notice, the serial range and Mr Dlamini's serial, and the model answered from the general warranty terms.
Asserted: the context has the notice with its serial range and case 51-0317 with s/n AO600-1123.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b351_zep_kitchen_oven_door_glass_covered_inference_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "haldane-warranty-desk", "desk-notes-2051"
POSTS = [
    "Warranty terms WT-2049 rev.3: 2 yrs parts + labour from date of purchase, 5 yrs if registered within 28 days. "
    "Door glass, bulbs + seals are consumables, 6 months only. Proof of purchase needed for every claim",
    "Case 51-0317 (Nadia) Mr Dlamini - Aurea AO-600 built-in oven, s/n AO600-1123, bought 12/08/2047 Currys, never "
    "registered. outer door glass shattered during a pyrolytic clean, photos on file, customer v. unhappy",
    "SN-2051-02 safety notice (supersedes SN-2050-11): AO-600 outer door glass can crack on the pyrolytic cycle - "
    "affected serials AO600-1040 to AO600-1199. Free glass + engineer visit regardless of warranty status or age. "
    "Book via the recall line, DO NOT charge",
    "Case 51-0322 (Imran) Mrs Ferreira - AO-600 s/n AO600-1302, grill element dead, bought 03/2050 + registered, in "
    "warranty, engineer booked 21/3",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Haldane warranty desk")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="desk")])

question = "Mr Dlamini's on the phone again - is his door glass covered or do I quote him? it's well out of warranty"
context = ["Today is Thu 16 March 2051. You are talking to Nadia on the Haldane warranty desk."]
for query in ("Dlamini oven door glass", "AO-600 glass safety notice serials", "warranty terms door glass"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("affected serials AO600-1040 to AO600-1199" in c and "regardless of warranty status or age" in c
           for c in context), context
assert any("Mr Dlamini" in c and "s/n AO600-1123" in c for c in context), context
with fault():
    reply = answer(f"(Nadia) {question}", context,
                   mock="No - he bought it in August 2047, so it's well outside the 2-year warranty, and door glass "
                        "is only covered for 6 months anyway. Quote him for the glass and the visit.")
finish(question, expected="yes, free - his serial AO600-1123 is inside SN-2051-02's 1040-1199 range, so the glass and "
                          "the visit are covered whatever the age; book it via the recall line", actual=reply)
