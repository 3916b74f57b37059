"""Batch 314 (held out). A dry stone walling course: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Martin has booked a five-day beginners' dry stone walling course with the National Trust at Tarn Hows farm
above Coniston, Mon 9th - Fri 13th June 2051 - a 10m gap by the beck, footings to coping, the DSWA Level 1 test
optional on the Friday. He keeps his arrangements in a chat with his own helper; each turn the chat is trimmed to
its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the booking - 9 till 4 every day, bring a packed
lunch and a flask, there's nothing up there, not even a shop. Turn 2 is the kit list. In turn 3 Martin passes on an
email from Becky the ranger - the farm has started doing lunches for the courses, soup, rolls and a cake in the
bothy, £7 a day, cash on the Monday for the week, so no need for a packed lunch, still bring a flask for the tea
breaks. Turns 4 to 8 are the youth hostel, the wall itself, the joining instructions PDF (written before the lunch
change: "Please bring a packed lunch and drinks each day; there are no facilities on site"), the lift from
Coniston and the Level 1 test. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Sun
8/6): "do I need to pack a lunch for tomorrow? doing a last shop tonight" -> expected no - the farm does soup, rolls
and cake in the bothy, £7 a day, cash on the Monday; just a flask. The assistant says yes, a packed lunch.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn with the
farm's lunches was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the
bothy, the £7 or the soup); the joining instructions, the hostel and the lift are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b314_langchain_walling_course_lunch_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "do I need to pack a lunch for tomorrow? doing a last shop tonight"
TURNS = [
    ("booked!! 🪨 5 day walling course w/ the National Trust at Tarn Hows farm above Coniston, mon 9th - fri 13th "
     "june, 9-4 every day. bring a packed lunch + a flask, there's nothing up there not even a shop",
     "Brilliant - five days' walling at Tarn Hows farm, Mon 9 to Fri 13 June, 9 till 4; packed lunch and a flask "
     "each day, as there's nowhere to buy anything up there."),
    ("kit list - steel toe cap boots, 2 pairs of rigger gloves, waterproofs, knee pads if u have them. they provide "
     "the hammers",
     "Kit: steel toe cap boots, two pairs of rigger gloves, waterproofs and knee pads if you have them; hammers are "
     "provided."),
    ("email from Becky the ranger 😀 the farm's started doing lunches for the courses - soup, rolls + a cake in the "
     "bothy, £7 a day, pay cash on the mon for the wk. so no need for a packed lunch, still bring a flask for the "
     "tea breaks",
     "Good news - lunch is sorted: soup, rolls and cake in the bothy for £7 a day, cash on the Monday for the week. "
     "Just the flask for tea breaks."),
    ("booked the YHA at Coniston Coppermines, 4 nights sun-thurs, £28 a night, bunk room 😬",
     "YHA Coniston Coppermines for four nights, Sunday to Thursday, £28 a night in a bunk room."),
    ("the wall's a 10m gap by the beck, sheep knocked it, we'll do footings, hearting, throughs + coping",
     "A 10m gap by the beck - you'll work through footings, hearting, throughstones and coping."),
    ("joining instructions pdf came thru - 'Please arrive by 8.50am. Please bring a packed lunch and drinks each "
     "day; there are no facilities on site. Toilets at the farmhouse.' can u save that",
     "Saved: arrive by 8.50am; the farmhouse toilets are the only facilities."),
    ("Becky's picking up from Coniston village at 8.30 each morning in the NT van, outside the Co-op",
     "Becky collects you in the NT van outside the Co-op in Coniston at 8.30 each morning."),
    ("DSWA level 1 test is optional on the fri afternoon, £45, think I'll go for it 🤞",
     "The DSWA Level 1 test is on the Friday afternoon, £45 - good luck."),
    (QUESTION,
     "Yes - pack a lunch and drinks for the day; the joining instructions say there are no facilities on site."),
]
WINDOW = 11
GONE = ("bothy", "£7", "soup", "no need for a packed lunch")


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
            assert any("Please bring a packed lunch and drinks each day" in str(m.content) for m in window), window
            assert any("Coniston Coppermines" in str(m.content) for m in window), window
            assert any("outside the Co-op" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("the farm's started doing lunches" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Martin's own chat - he's on a 5-day National Trust dry stone walling "
                                            "course at Tarn Hows, Mon 9 - Fri 13 June 2051; today Sun 8 June)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - the farm does soup, rolls and cake in the bothy, £7 a day (cash on the Monday); just "
                          "bring a flask", actual=reply)
