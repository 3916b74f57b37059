"""Batch 147 (held out). A community minibus drivers' group: Zep facts (sync client, offline stand-in), one root span
per post and one for the question; the answer call gets the facts and gives the wrong time.

App: the volunteer drivers of Luddenden Valley community minibus (Pam the co-ordinator, Dave, Sheila, Keith) post
into a Zep thread about the school run to Cragg Vale primary; the helper answers the drivers from a graph search of
the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Pam's times from 14/3 - the afternoon run
leaves the depot 2.50 for the 3.15 pick-up at school; Dave's 22.3. note about a new lad (Oscar, Midgley Rd, needs a
booster); Pam's note of Mon 23rd - school breaks up for Easter on Thu 2nd April and finishes at 1.30pm that day,
not 3.15, so the afternoon run picks up at half 1, Dave's doing it (he's off work anyway) and should leave the
depot about 1.05; and Sheila's 2037-03-30T19:40 note on the diesel card. The model gives the usual time. Question
(Weds 1/4, Dave): "what time am i picking the kids up from school tmrw? got the dentist at 12" -> expected 1.30pm
(school breaks up early for Easter; leave the depot about 1.05). The assistant says 3.15.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the usual 3.15 and the 1.30pm finish on Thu 2nd April with Dave driving, and it gave the usual time.
Asserted: both lines are in the context the answer call got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b147_zep_minibus_early_finish_time_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "luddenden-valley-minibus", "school-run-drivers"
POSTS = [
    "14/3 Pam - times for the school run: am from the depot 7.50, school by 8.40. pm leave the depot 2.50 for the 3.15 "
    "pick up, home by 4ish. mileage in the book pls!!",
    "22.3. Dave - new lad on the run after easter, Oscar, Midgley Rd end, needs a booster - there's a spare in the "
    "depot cupboard",
    "Mon 23rd Pam - school breaks up thurs 2nd april, finishing 1.30pm that day not 3.15, so pm run picks up at half "
    "1. Dave's doing it, he's off work anyway - leave the depot about 1.05",
    "2037-03-30T19:40 Sheila - diesel card's in the glovebox not the key safe now, fill up at the Shell in "
    "Mytholmroyd not Tesco",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "School run drivers")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="School run drivers")])

question = "what time am i picking the kids up from school tmrw? got the dentist at 12"
with turn_span("question Weds 1/4"):
    facts = client.graph.search_edges(GRAPH, query="school pick up time afternoon run thursday breaks up easter",
                                      page_size=10).items
    context = ["Today is Weds 1 April 2037. You are talking to Dave, a volunteer driver on the Luddenden Valley "
               "community minibus school run."] + [f.fact for f in facts]
    assert any("leave the depot 2.50 for the 3.15" in c for c in context), context
    assert any("finishing 1.30pm that day not 3.15" in c and "Dave's doing it" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="The usual - leave the depot at 2.50 for the 3.15 pick-up, so you'll "
                                               "be fine after the dentist.")
finish(question, expected="1.30pm - school breaks up early for Easter tomorrow; leave the depot about 1.05",
       actual=reply)
