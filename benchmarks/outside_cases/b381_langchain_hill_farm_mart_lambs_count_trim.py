"""Batch 381 (held out). A Welsh hill farm's lambs for the mart: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Gwyndaf farms Blaen-cwm, a hill farm up the valley from Trefelin, and is sending store lambs to the Trefelin
mart store sale on Tues 17th Oct 2051 on his neighbour Wil's lorry. He chats with the farm's helper while he sorts
it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the sale - 40 of the wether lambs, Wil's lorry,
in the pens by 9. Turn 2 is the tags and the movement form. In turn 3 Gwyndaf says scrub that on the numbers - 6 of
them are lame, Prosser's treating them so they're staying home, and Dai Penlan's sending 8 of his on the lorry with
them (same pen, Dai's name on the tickets), so 42 going on the lorry. Turns 4 to 8 are Wil's lorry time and route,
the mart office's entry form (still "Blaen-cwm, 40 store lambs (wethers), pen 112" - he'll ring them), dinner in the
mart caff, last week's prices and the co-op on the way home. By turn 9 the trim drops turns 1 to 3; turns 4 to 8
stay. Question (turn 9, Fri 13/10): "how many are going on the lorry tues? Wil needs to know how many decks" ->
expected 42 (34 of Blaen-cwm's and Dai's 8). The assistant says 40.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made it
42 on the lorry was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 42,
the lame ones or Dai Penlan); the mart entry form, Wil's lorry time and the prices are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b381_langchain_hill_farm_mart_lambs_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many are going on the lorry tues? Wil needs to know how many decks"
TURNS = [
    ("MART 🐑 Tues 17th Oct, Trefelin store sale. taking 40 of the wether lambs, Wil's lorry, they've got to be in "
     "the pens by 9. can u help me keep on top of it all",
     "Of course - Trefelin store sale on Tuesday 17 October: 40 wether lambs on Wil's lorry, in the pens by 9."),
    ("tags - all double tagged, checked them in the race yesterday. movement form's done online, I'll print it "
     "now in a minute",
     "All double tagged and checked; the movement form's done online and just needs printing."),
    ("scrub that on the numbers - 6 of them are lame, Prosser's treating them so they're staying home, and Dai "
     "Penlan's sending 8 of his with us on the lorry (same pen, his name on the tickets) so 42 going on the lorry",
     "Got it - 6 lame ones stay home, and Dai Penlan's 8 go in the same pen under his name, so 42 on the lorry."),
    ("Wil says he'll be here half 7, the back road's shut for the water pipe so he's coming round by the chapel",
     "Wil's lorry at half 7 on Tuesday, coming round by the chapel because the back road's shut."),
    ("mart office emailed the entry back - 'Blaen-cwm, 40 store lambs (wethers), pen 112, sale 11am' - I'll ring "
     "them, can u check the pen no is right",
     "Pen 112 for an 11am sale looks right for the store lambs; ring them about anything else that needs changing."),
    ("Mam wants to know if we're having dinner in the mart caff or coming home 😂",
     "Tell Mam the mart caff - you'll be there till the lambs are through."),
    ("prices last wk - stores were £78-£92 a head, top pen £96, the Texel crosses flying",
     "Last week's stores made £78 to £92 a head, with a top pen of £96 - the Texel crosses sold best."),
    ("co-op on the way back, need raddle + tup nuts, remind me tues",
     "I'll remind you on Tuesday: the co-op on the way home for raddle and tup nuts."),
    (QUESTION,
     "40 - the mart's got you down for 40 store lambs in pen 112, so one deck should do it."),
]
WINDOW = 11
GONE = ("42", "lame", "dai penlan", "staying home")


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
            assert any("'Blaen-cwm, 40 store lambs (wethers), pen 112" in str(m.content) for m in window), window
            assert any("he'll be here half 7" in str(m.content) for m in window), window
            assert any("£78-£92 a head" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so 42 going on the lorry" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Gwyndaf's chat - he farms Blaen-cwm above Trefelin; today Fri 13 "
                                            "October 2051, the store sale at Trefelin mart is Tues 17 October)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="42 - 34 of ours (6 lame ones staying home) and Dai Penlan's 8", actual=reply)
