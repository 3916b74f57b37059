"""Batch 323 (held out). A steam fair: LangChain InMemoryChatMessageHistory + trim_messages (last 11 messages), one
root span per turn.

App: Graham owns 'Lady Alice', a 1912 Fowler traction engine, and takes her to the Thornton Steam Fair (Fri 1st -
Sun 3rd Sept 2051, Headley Farm). He chats with a helper app while he gets ready - arrival, the engine lines, coal,
water, the boiler certificate, the road run; each turn the chat is trimmed to its last 11 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the booking - arrive Thu after 2, in by the main
gate on the Keighley road, engine lines in the top field. Turn 2 is the passes and the camping. In turn 3 Graham
says the organisers rang: the top field's waterlogged after all the rain, so the engines are in the bottom field by
the beck now, and heavy stuff comes in by the back gate on Moor Lane - the main gate's for cars and the trade
stands only. Turns 4 to 8 are the coal, the water, the boiler ticket and insurance, the Saturday road run (which
leaves from the main gate) and the beer tent in the top field. By turn 9 the trim drops turns 1 to 3; turns 4 to 8
stay. Question (turn 9, Weds 30/8): "which gate do I bring Lady Alice in by on thurs, + where are we parked up?" ->
expected the back gate on Moor Lane, engines in the bottom field by the beck. The assistant says the main gate on the
Keighley road, the top field.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the engines to the bottom field and the back gate was in the history and in every window from turn 3 to turn 8,
and this trim cut it from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and
missing from turn 9's (nothing on Moor Lane, the back gate, the bottom field or waterlogged); the coal, the boiler
ticket and the road run from the main gate are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b323_langchain_steam_fair_engine_gate_where_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "which gate do I bring Lady Alice in by on thurs, + where are we parked up?"
TURNS = [
    ("booked Lady Alice in for Thornton 🚂 fri 1st - sun 3rd sept at Headley farm. arrive thurs after 2, in by the "
     "main gate on the Keighley rd, engine lines in the top field. can u keep track of it all for me",
     "Will do - Lady Alice is booked for Thornton Steam Fair, Fri 1 - Sun 3 Sept at Headley Farm: arrive Thursday "
     "after 2, in by the main gate on the Keighley road, engine lines in the top field."),
    ("2 exhibitor passes came + a camping pass, we're allowed the living van behind the engine. £15 for the hook up",
     "Two exhibitor passes and a camping pass have arrived; the living van can go behind the engine, £15 for the "
     "hook-up."),
    ("organisers rang 😬 top fields waterlogged after all this rain so the engines are in the bottom field by the "
     "beck now, + anything heavy comes in the back gate on Moor Lane, the main gate's for cars + the trade stands "
     "only",
     "Got it - the engines are in the bottom field by the beck now, and heavy vehicles come in by the back gate on "
     "Moor Lane; the main gate is for cars and trade stands only."),
    ("coal - they're giving each engine 5 bags, Welsh steam coal, collect from the coal wagon fri 8am",
     "Five bags of Welsh steam coal per engine, from the coal wagon on Friday at 8am."),
    ("water's from the farm tank, bring ur own hose + a standpipe key, the bowser comes round sat dinner",
     "Water from the farm tank - bring your own hose and standpipe key; the bowser comes round Saturday dinnertime."),
    ("boiler ticket's good till march, insurance cert's in the folder in the cab. they want copies on arrival",
     "Boiler certificate valid until March, insurance certificate in the cab folder - copies to hand in on arrival."),
    ("road run sat 5.30, leaves from the main gate, round by Denholme + back for 8. Sue's steering",
     "Saturday road run at 5.30 from the main gate, round by Denholme and back for 8, with Sue steering."),
    ("beer tents in the top field again, bands fri + sat nite. lol we'll be miles away",
     "The beer tent's in the top field again with bands on Friday and Saturday nights."),
    (QUESTION,
     "In by the main gate on the Keighley road after 2 on Thursday - you're on the engine lines in the top field."),
]
WINDOW = 11
GONE = ("moor lane", "back gate", "bottom field", "waterlogged")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("Welsh steam coal" in str(m.content) for m in window), window
            assert any("boiler ticket's good till march" in str(m.content) for m in window), window
            assert any("leaves from the main gate" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("the back gate on Moor Lane" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Graham's chat - he owns Lady Alice, a 1912 Fowler traction engine; "
                                            "today Weds 30 Aug 2051, Thornton Steam Fair is Fri 1 - Sun 3 Sept)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the back gate on Moor Lane - engines are in the bottom field by the beck (top field's "
                          "waterlogged)", actual=reply)
