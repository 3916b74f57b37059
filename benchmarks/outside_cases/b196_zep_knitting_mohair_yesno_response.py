"""Batch 196 (held out). A knitting group's charity blanket drive: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the hospital's no-mohair request in its facts and says yes.

App: the Purl Jam knitters (Bridgnorth library, Thursday mornings) are knitting squares for cot blankets for the
neonatal unit at the Princess Royal in Telford - 6in squares, sewn up into blankets, collected by the unit's
fundraiser in January. The group's chat (Val, who runs it, and Jackie, who does the sewing up) goes into a Zep
thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Val's first post (2043-09-04T10:30: 6in
squares, any colour, use up whatever wool you've got, no need to buy); 16th Sept, Jackie - she's sewing up on
Tuesdays, please weave your ends in; Weds 7 Oct, Val - the unit's fundraiser, Sasha, says nothing fluffy please: no
mohair, no eyelash or fluffy yarns, the fibres shed and they can't have that near the babies' faces, so washable
DK or acrylic only - sorry to those who've started; 22.10. - 143 squares so far. Question (Thu 29/10, Gwen, who's
just joined): "can I do my squares in that lovely fluffy mohair my sister gave me? would be nice to use it up" ->
expected no (no mohair or fluffy yarns - it sheds near the babies; washable DK or acrylic). The model says yes, any
wool you've got.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the "use up whatever
wool" line and the no-mohair request are both in the facts the model was given, and it answered from the first
alone. Asserted: the context has the use-up line and the no-mohair line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b196_zep_knitting_mohair_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "purl-jam-bridgnorth-2043", "cot-blankets-princess-royal"
POSTS = [
    "2043-09-04T10:30 Val - COT BLANKETS 🧶 for the neonatal unit at the Princess Royal. 6in squares, any colour, use "
    "up whatever wool you've got, no need to buy any. thurs mornings 10-12 as usual",
    "16th Sept Jackie - I'm sewing up on tuesdays, pls weave your ends in b4 you hand them over!!",
    "Weds 7 Oct Val - Sasha (the unit's fundraiser) says nothing fluffy pls - no mohair, no eyelash or fluffy yarns, "
    "the fibres shed + they can't have that near the babies' faces. washable DK or acrylic only. sorry to anyone "
    "who's started 🙈",
    "22.10. Val - 143 squares so far!! Jackie's done 5 blankets, Sasha collecting mid jan",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Purl Jam cot blankets")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Purl Jam knitters")])

question = "can I do my squares in that lovely fluffy mohair my sister gave me? would be nice to use it up"
context = ["Today is Thu 29 Oct 2043. You are talking to Gwen, who has just joined the Purl Jam knitters (Bridgnorth "
           "library) knitting squares for cot blankets for the Princess Royal's neonatal unit."]
for query in ("what wool can I use for the squares", "mohair fluffy yarn", "use up wool"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("use up whatever wool you've got" in c for c in context), context
assert any("no mohair" in c and "near the babies' faces" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Yes, go for it - any colour and any wool you've got, it's all about "
                                           "using up what's in the stash. 6in squares.")
finish(question, expected="no - no mohair or fluffy yarns (they shed near the babies), washable DK or acrylic only",
       actual=reply)
