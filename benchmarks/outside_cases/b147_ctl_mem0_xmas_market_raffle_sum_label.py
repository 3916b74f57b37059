"""Batch 147 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
one root span per note and one for the question.

App: the Midgley village hall Christmas market committee (Gill the organiser, Pam the treasurer, Derek who does
Santa) post their notes after the market into mem0 as they are (``infer=False``); the helper answers from a search.

Memory: Gill, Sat 5/12 6.10pm: raffle took £412.50 and the tombola £128, "= £540.50!!", Santa £96 on top; Pam, Sun
6/12: she counted the raffle tin again this morning - the £20 float they put in at the start was still in it, nobody
had taken it out - so the raffle's own takings are £392.50; Derek, Sun 6th: Santa suit back in the loft; Gill,
2037-12-07T09:15: banked at Barclays. Question (Mon 7/12, Gill): "how much did the raffle + tombola bring in
altogether? doing the thank you post for the fb page" The assistant says £520.50 (£392.50 raffle without the float,
+ £128 tombola). The label says £540.50 - in memory, Gill's Saturday-night sum with the float still in the tin.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b147_ctl_mem0_xmas_market_raffle_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "midgley-xmas-market"
NOTES = [
    ("Sat 5/12 6.10pm", "gill", "raffle took £412.50 + tombola £128 = £540.50!! santa another £96 on top. my feet"),
    ("Sun 6/12", "pam", "counted the raffle tin again this morning - the £20 float we put in at the start was "
                        "still in it, nobody took it out. so raffle itself is £392.50"),
    ("Sun 6th", "derek", "santa suit's back in the loft, beard needs a wash before next yr. 38 kids thru the grotto"),
    ("2037-12-07T09:15", "gill", "banked the lot at Barclays, paying in slip's in the blue folder"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="midgley-xmas-market"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER, infer=False,
                       metadata={"date": day, "from": who})
    question = "how much did the raffle + tombola bring in altogether? doing the thank you post for the fb page"
    with turn_span("question Mon 7/12"):
        context = ["Today is Mon 7 December 2037. You are talking to Gill, who organised the Christmas market at "
                   "Midgley village hall on Sat 5 December."]
        for query in ("raffle took tombola total", "raffle tin counted again float", "santa grotto banked"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("= £540.50" in c for c in context), context
        assert any("£20 float" in c and "£392.50" in c for c in context), context
        reply = answer(question, context, mock="£520.50 - £392.50 from the raffle once the £20 float's taken out, "
                                               "plus £128 from the tombola.")
finish(question, expected="£540.50", actual=reply)
