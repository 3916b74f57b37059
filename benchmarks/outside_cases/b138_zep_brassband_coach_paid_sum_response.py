"""Batch 138 (held out). A brass band's committee thread: Zep facts (sync client, offline stand-in), one root span per
note and one for the question.

App: the Holme Valley Silver Band committee (Karen the secretary, Pete, Dave, Malcolm the treasurer) posts its notes
- rehearsals, the coach Russell, repairs, fundraising - into a Zep thread; the helper answers the committee from a
graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have every payment to Russell this season: £100
cash for the extra rehearsal on Tue 19/1, £250 by transfer for the Sunday workshop on 31/1, £30 petrol money owed
from the 19th that Dave handed him on 8.2. (in a note that starts with the flugel coming back from the repairer),
and £100 by transfer for the extra on Thu 11th Feb - with the raffle, the flugel repair and the church hall in among
them. The model adds up the three fees and leaves out the petrol money. Question (Sat 13/2, Malcolm, the treasurer):
"how much have we paid russell so far this season, petrol n all? it's for the lottery grant report" -> expected
£480 (£100 + £250 + £30 + £100). The assistant says £450.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): all four payments are
in the facts the model was given, and it still gave a total that leaves one out. Asserted: the four payment lines
are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b138_zep_brassband_coach_paid_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "holme-valley-band", "hv-band-committee-2038"
POSTS = [
    "Tue 19/1 Karen - Russell £100 cash for tonight's extra, out of the subs tin, receipt in the book. he's owed "
    "£30 petrol too, didnt have it on me",
    "Weds 20 Jan Pete - coach fund raffle made £86, the meat hamper went to Barry's wife again lol",
    "31/1 Karen - workshop went well, Russell £250 by bank transfer, church hall £40 (paid Marjorie cash)",
    "8.2. Dave - flugel's back from Mike in Holmfirth, £65 for the valves, paid from the band acc. oh + I gave "
    "Russell the £30 petrol money we owed him from the 19th, cash, he says cheers",
    "Thu 11th Feb Karen - Russell £100 for tonight by transfer. he thinks the back row's finally getting the "
    "2nd variation",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"note-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Committee")])

question = ("how much have we paid russell so far this season, petrol n all? it's for the lottery grant report")
with turn_span("question Sat 13/2"):
    facts = client.graph.search_edges(GRAPH, query="paid Russell £ coach fee petrol workshop extra rehearsal",
                                      page_size=10).items
    context = ["Today is Sat 13 February 2038. You are talking to Malcolm, treasurer of Holme Valley Silver Band; "
               "Russell is the band's professional coach."] + [f.fact for f in facts]
    assert any("Russell £100 cash for tonight's extra" in c for c in context), context
    assert any("Russell £250 by bank transfer" in c for c in context), context
    assert any("gave Russell the £30 petrol money" in c for c in context), context
    assert any("Russell £100 for tonight by transfer" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£450 - £100 on the 19th, £250 for the workshop and £100 on the "
                                               "11th.")
finish(question, expected="£480 - £100 (19/1), £250 (workshop), £30 petrol (8/2), £100 (11/2)", actual=reply)
