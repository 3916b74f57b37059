"""Batch 189 (held out). A Rotary club's Santa sleigh run: Zep facts (sync client, offline stand-in), script style
(each call its own trace); the answer call has both drop-outs in its facts and counts the first list.

App: Wellington Rotary's Santa sleigh does a route a night in the week before Christmas 2044 - Santa on the sleigh,
carols off the speaker, collectors with buckets and hi vis going door to door either side. The route planners' chat
(Ken, who sorts the collectors, and the members) goes into a Zep thread; the helper answers from a graph search of
the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, from 2044-11-10 (Ken), the Thursday 8th
Lilleshall route with six collectors - Bob, Margaret, Dennis, Anne, Phil and Graham; Mon 28/11 (Margaret), she can
do Thursday but only till 7.30, she's got the grandkids; Sun 4th Dec (Anne), Dennis has done his back in lifting the
sleigh off the trailer so he's out of the collecting this year, and Phil's on the tractor for the sleigh now as
Steve's away - so Thursday's down to Bob, Margaret, Anne and Graham; and 5.12. (Ken), the buckets and hi vis are in
the garage at the Buckatree. Question (Tue 6/12, Ken, ordering the hi vis): "how many collectors have we got on
thurs? sorting the hi vis + buckets" -> expected 4 (Bob, Margaret, Anne, Graham; Dennis has done his back in and
Phil's driving the tractor). The assistant says 6.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Anne's fact taking
Dennis and Phil off the collecting is in the facts the model was given, and it counted the first list.
Asserted: the context has the six-name line and Anne's line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b189_zep_santa_sleigh_collectors_count_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "wellington-rotary-santa-sleigh-2044", "sleigh-routes-chat"
POSTS = [
    "2044-11-10T19:45 Ken - thurs 8th dec Lilleshall route 🛷 6-8.30, collectors: Bob, Margaret, Dennis, Anne, Phil + "
    "Graham, meet at the Red House car park 5.45",
    "Mon 28/11 Margaret - I can do thurs but only till 7.30, got the grandkids, hope that's ok",
    "Sun 4th Dec Anne - Dennis has done his back in lifting the sleigh off the trailer 😬 so he's out of the "
    "collecting this yr, and Phil's on the tractor for the sleigh now as Steve's away, so thurs it's me, Bob, "
    "Margaret + Graham on the doors",
    "5.12. Ken - buckets + hi vis in the garage at the Buckatree, key's under the gnome lol",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Wellington Rotary Santa sleigh")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Wellington Rotary Santa sleigh")])

question = "how many collectors have we got on thurs? sorting the hi vis + buckets"
context = ["Today is Tue 6 December 2044. You are talking to Ken, who sorts the collectors for Wellington Rotary's "
           "Santa sleigh."]
for query in ("collectors on the Thursday route", "who is collecting thursday", "hi vis and buckets"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("collectors: Bob, Margaret, Dennis, Anne, Phil + Graham" in c for c in context), context
assert any("Dennis has done his back in" in c and "Phil's on the tractor" in c for c in context), context
with fault():
    reply = answer(question, context, mock="6 - Bob, Margaret, Dennis, Anne, Phil and Graham, meeting at the Red House "
                                           "car park at 5.45.")
finish(question, expected="4 - Bob, Margaret, Anne + Graham (Dennis has done his back in, Phil's driving the tractor)",
       actual=reply)
