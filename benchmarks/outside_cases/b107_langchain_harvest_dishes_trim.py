"""Batch 107 (held out). A village harvest supper's planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Carol, who runs the St Oswald's harvest supper (Sat 10/10, the village hall), plans it with an assistant.
Each turn the history is trimmed to the last 12 messages (starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 2 says Jean's doing her lamb hotpot again (two big pots,
she'll want the hall oven from 5); turn 5 says Colin's bringing a veg curry for the vegetarians; turn 7 says Marion
is doing apple crumbles, x3. At turn 8 the trim drops turns 1 and 2. Question: "whats everyone bringing food wise?
doing the list for the parish mag" -> expected Jean's lamb hotpot, Colin's veg curry and Marion's apple crumbles.
The assistant lists only the curry and the crumbles.

Expected verdict: UpdateError at langchain.trim_messages (the turn-8 trim, wrapped in fault()). Asserted: turn 2 is
in every earlier window from turn 2 on and missing from turn 8's, which still has the curry and crumble lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b107_langchain_harvest_dishes_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "whats everyone bringing food wise? doing the list for the parish mag"
TURNS = [
    ("harvest supper's sat 10th oct in the village hall, sit down 7. tickets £12 adults £5 kids, 80 max (fire "
     "regs). can you help me keep track",
     "Of course - Sat 10 Oct, village hall, 7pm, £12/£5, 80 places."),
    ("food so far - Jean says she'll do her lamb hotpot again, 2 big pots, everyone loved it last yr. she'll need "
     "the hall oven from 5ish",
     "Jean: lamb hotpot, two pots, hall oven from about 5."),
    ("tables - 10 trestles, 8 a table. top table for the vicar + the churchwardens. Dave's doing the hall layout",
     "10 tables of 8, a top table for the vicar and churchwardens; Dave on layout."),
    ("sold 46 tickets so far, the post office has 20 more. raffle prizes: hamper from the farm shop, a meal at the "
     "Fox",
     "46 sold, 20 at the post office; raffle: farm shop hamper and a meal at the Fox."),
    ("colin's offered a big veg curry for the veggies, theres 6 of them last count. rice from the cash + carry",
     "Colin: vegetable curry for about 6 vegetarians; rice from the cash and carry."),
    ("the harvest loaf is coming from Bakewells again, they're doing a wheatsheaf one, £30",
     "Wheatsheaf harvest loaf from Bakewells, £30."),
    ("pud - Marion's doing apple crumbles x3 from her bramley tree, custard in the big urns",
     "Marion: three apple crumbles; custard in the urns."),
    (QUESTION,
     "So far: Colin's big veg curry with rice, and Marion's three apple crumbles with custard. The harvest loaf "
     "is coming from Bakewells."),
]
WINDOW = 12


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("hotpot" in str(m.content).lower() for m in window), window
            assert any("veg curry" in str(m.content) for m in window), window
            assert any("apple crumbles x3" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            if i >= 2:
                assert any("lamb hotpot again" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Carol's chat about the harvest supper)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Jean's lamb hotpot, Colin's veg curry and Marion's apple crumbles", actual=reply)
