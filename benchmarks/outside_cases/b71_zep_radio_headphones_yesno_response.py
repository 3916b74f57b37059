"""Batch 71 (held out). A community radio station's rota: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Dee, station manager of Five Valleys FM, posts the station notices as messages on a Zep thread; the assistant
answers presenters from a graph edge search. In January the studio's good headphones went missing after the open
day and presenters were asked to bring their own; four new pairs were bought from the lottery grant and arrived on
Wed 29 Jan, in the drawer under the desk.

Planted fault (ResponseError, ignored sufficient context): the notice asking presenters to bring their own, the
order and the notice that the new pairs are in the drawer are all in the facts the model gets; the model goes by
the first notice and says yes. Question (Fri 7/2, Rob, who does Saturday sport): "do I need to bring my own
headphones tomorrow?" -> expected no (the new ones are in the drawer under the desk).

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the three
headphone notices are in the context the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b71_zep_radio_headphones_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "five-valleys-fm", "fvfm-notices"
NOTES = [
    "Studio A headphones - the good Beyerdynamics walked off after the open day (12/1). gutted. bring your own "
    "headphones for your show till we sort it, sorry all",
    "Sat sport: Rob + Dev from 1 Feb, results at 4.45 off the BBC site, phone line 2 for callers",
    "ordered 4 pairs of AKG headphones off the lottery grant money, £39 each, should come w/c 27th",
    "mic 2 still crackly, Raj on it, use mic 1 + 3",
    "headphones came weds!! 4 pairs AKG, in the drawer under the desk, labelled 1-4. PLEASE put them back in the "
    "drawer after your show",
    "foodbank auction raised £1,240, thank u everyone who did a shift on the phones",
    "parking behind the shop is the Co-op's after 6, don't block the bins lorry thurs am",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Dee")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Dee")])

question = "do I need to bring my own headphones tomorrow?"
facts = client.graph.search_edges(GRAPH, query="headphones bring your own studio drawer new pairs AKG", page_size=6).items
context = ["Today is Fri 7 February 2031. You are talking to Rob, who does Saturday sport."] + [f.fact for f in facts]
assert any("bring your own headphones" in c for c in context), context
assert any("ordered 4 pairs of AKG" in c for c in context), context
assert any("headphones came weds" in c and "drawer under the desk" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Yes - the studio's good headphones went missing after the open day, so "
                                           "bring your own pair for your show.")
finish(question, expected="nope, there's 4 new pairs in the desk drawer now", actual=reply)
