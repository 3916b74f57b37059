"""Batch 325 (held out). A community fridge: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Hebden Bridge Community Fridge runs from the porch of the Methodist church, Monday to Saturday - surplus from
the shops, the allotments and neighbours, take what you need, leave what you can. Lou (the coordinator) chats with
the fridge's helper while she gets new volunteers going; each turn the chat is trimmed to its last 11 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the fridge rules for new volunteers - sealed and in
date only, no home cooked, no raw meat or fish, no alcohol. Turn 2 is the opening hours. In turn 3 Lou says the
Environmental Health lady came round this morning, all fine, and she said they CAN take home cooked if it's
labelled - what it is, the date it was made and the allergens, eaten within 2 days - so yes to home cooked now as
long as it's got a label, Lou's printed some. Turns 4 to 8 are the bread (Greggs dropped 6 trays), the printers'
poster proof (still "NO home cooked food", she'll get it changed), the volunteers, the cleaning and the week's
donations. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Sat 11/3): "there's a lady
at the door with a lasagne she's made, it's got a label on w/ the date made + 'contains gluten, milk'. can we take
it?" -> expected yes, labelled home cooked is fine since the EHO visit. The assistant says no, sealed only.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that allowed
labelled home cooked food was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on the EHO, labelled home cooked or allergens); the poster proof, the bread and the donations are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b325_langchain_community_fridge_home_cooked_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("there's a lady at the door with a lasagne she's made, it's got a label on w/ the date made + 'contains "
            "gluten, milk'. can we take it?")
TURNS = [
    ("FRIDGE RULES for the new vols 🧊 sealed + in date only, no home cooked, no raw meat or fish, no alcohol. "
     "fridge under 5, log it. can u help me keep on top of it all",
     "Of course - sealed and in-date food only, no home-cooked food, no raw meat or fish, no alcohol; the fridge "
     "stays under 5 degrees and gets logged."),
    ("opening - mon-sat 10-6 in the porch at the Methodist, Pete's got the keys + the code for the padlock",
     "Open Monday to Saturday 10 till 6 in the Methodist church porch; Pete has the keys and the padlock code."),
    ("EHO lady came round this morning 🙌 all fine, and she said we CAN take home cooked if it's labelled - what it "
     "is, date made + the allergens, eaten within 2 days. so yes to home cooked now as long as it's got a label, "
     "I've printed some",
     "Great news - home-cooked food is fine now if it's labelled with what it is, the date made and the allergens, "
     "to be eaten within 2 days; you've printed labels."),
    ("Thurs 9th - bread's out of control again, Greggs dropped 6 trays 😂 put the extra in the chest freezer, it's "
     "fine frozen",
     "Extra bread goes in the chest freezer - Greggs left six trays on Thursday."),
    ("poster proof from the printers: 'HEBDEN BRIDGE COMMUNITY FRIDGE - take what you need, leave what you can. "
     "Sealed & in-date only. NO home cooked food. NO raw meat/fish' - I'll get the home cooked bit changed, can u "
     "check the rest",
     "The rest reads fine - the tagline and the sealed/in-date and raw meat lines are all spelt right."),
    ("volunteers - 14 on the rota now, 2 new from the high school doing their DofE, they're on sats",
     "Fourteen volunteers on the rota, including two DofE students from the high school on Saturdays."),
    ("cleaning - wiped down every close, deep clean sundays, BLUE cloths not the red ones (red's for the loos)",
     "Wipe down at every close, deep clean on Sundays, blue cloths only - the red ones are for the toilets."),
    ("donations this wk - the allotment lot brought courgettes (SO many courgettes), and the Co-op's giving us "
     "their sandwiches at 6 now",
     "This week: lots of courgettes from the allotments, and the Co-op's sandwiches at 6 each evening."),
    (QUESTION,
     "No, sorry - it's sealed and in-date only, and we can't take home-cooked food."),
]
WINDOW = 11
GONE = ("eho", "environmental health", "can take home cooked", "allergens", "labelled")


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
            assert any("NO home cooked food. NO raw meat/fish" in str(m.content) for m in window), window
            assert any("Greggs dropped 6 trays" in str(m.content) for m in window), window
            assert any("SO many courgettes" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so yes to home cooked now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Lou's chat - she coordinates Hebden Bridge Community Fridge; today "
                                            "Sat 11 March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="yes - home cooked is fine if it's labelled (what it is, date made, allergens), since the "
                          "EHO visit", actual=reply)
