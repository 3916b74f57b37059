"""Batch 310 (held out). A mobile dog wash van: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Jodie runs Suds on Wheels, a mobile dog wash van round Elland and Greetland in spring 2051. She chats with the
van's helper from the cab between jobs - new customers, access, the diary, stock; each turn the chat is trimmed to
its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (2051-04-03) is a new regular - the Hendersons on
Woodlands Rd, two springers, Alfie and Rosie, nobody home weekdays, side gate code 1987. Turn 2 is Alfie and the
dryer. In turn 3 (Weds 12/4) Jodie says Mrs H texted - they had a break-in at the shed so they've changed the gate
code, it's 4471# now (the # matters apparently). Turns 4 to 8 are Thursday's diary, the Hendersons' booking form
pasted in (still "side gate code 1987"), the shampoo order, the water tank and Mrs Patel's teddy bear cut. By turn 9
the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 13/4, parked outside): "what's the gate code
at the Hendersons? sat outside now 🙈" -> expected 4471# (changed after the shed break-in). The assistant says 1987.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that changed
the code was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 4471,
the break-in or the spare key); the pasted booking form with the old code, the diary and the shampoo order are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b310_langchain_dog_wash_gate_code_what_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what's the gate code at the Hendersons? sat outside now 🙈"
TURNS = [
    ("2051-04-03 new regular 🐶 the Hendersons, 22 Woodlands Rd - 2 springers Alfie + Rosie, full groom every 6 wks "
     "£50 the pair. nobody home weekdays so side gate code 1987, hose is round the back by the shed",
     "Added the Hendersons, 22 Woodlands Rd: springers Alfie and Rosie, full groom every 6 weeks, £50 the pair. "
     "Nobody home weekdays - side gate code 1987, hose round the back by the shed."),
    ("Alfie hates the dryer, do him first while he's fresh + give him a chew after",
     "Noted - Alfie first, and a chew after the dryer."),
    ("Weds 12/4 - Mrs H texted, they had a break in at the shed 😳 so they've changed the gate code, it's 4471# now "
     "(the # matters apparently). she's moved the spare key as well, won't put where in writing",
     "Got it - the Hendersons' gate code is 4471# now after the break-in, and the spare key has moved."),
    ("diary thurs - 9am the Patels, 11 the labs at Bramley Cl, lunch at Dad's, 2pm the Hendersons",
     "Thursday: 9am the Patels, 11am the labs at Bramley Close, lunch, 2pm the Hendersons."),
    ("pasted off the booking form 🙄 'Henderson, 22 Woodlands Rd. Access: side gate code 1987. Dogs: Alfie + Rosie "
     "(springers). Notes: Alfie nervous of dryer' - can u tidy it into my customer list",
     "Tidied into your customer list: Henderson, 22 Woodlands Rd - Alfie and Rosie (springers), Alfie nervous of the "
     "dryer."),
    ("shampoo order - the oatmeal one for Rosie's skin, 5L, + the blue stuff for everyone else, 2 x 5L",
     "Shampoo order: 5L oatmeal for Rosie's skin and 2 x 5L of the blue one."),
    ("van's water tank's leaking a bit at the tap, Dad's having a look sat",
     "Noted - the tank tap is leaking; your dad's looking at it Saturday."),
    ("Mrs Patel wants Bramble shorter this time, 'teddy bear' cut, pics on my phone",
     "Bramble: teddy bear cut this time, shorter - photos are on your phone."),
    (QUESTION,
     "It's 1987 on the side gate. Alfie first, he's nervous of the dryer."),
]
WINDOW = 11
GONE = ("4471", "break in", "break-in", "spare key")


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
            assert any("Access: side gate code 1987" in str(m.content) for m in window), window
            assert any("2pm the Hendersons" in str(m.content) for m in window), window
            assert any("oatmeal one for Rosie's skin" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("it's 4471# now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jodie's chat - she runs Suds on Wheels, a mobile dog wash van; today "
                                            "Thu 13 April 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="4471# - the Hendersons changed it after the break-in at the shed", actual=reply)
